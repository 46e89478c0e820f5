import { expect, test } from './fixtures';

test('moving the contract-acceptance date moves the dates that count from it, and says so', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  await signInAs('realtor');
  // Accepted Wed 2026-07-01: inspection = +10 days = Sat Jul 11, rolled to Mon Jul 13.
  const created = await page.request.post('/api/transactions', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      type: 'purchase',
      side: 'buyer',
      status: 'under_contract',
      address: { line1: `${Date.now() % 100000} Deadline Dr`, city: 'Bayside' },
      dates: { acceptance: '2026-07-01' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/transactions/${id}?tab=dates`);
  await expect(page.getByText('Inspection contingency — Jul 13, 2026')).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Edit Contract acceptance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Contract acceptance' });
  await dialog.getByLabel('Date', { exact: true }).fill('2026-07-08');
  await dialog.getByRole('button', { name: 'Save date' }).click();

  // Accepted Wed Jul 8: inspection = Sat Jul 18 → Mon Jul 20.
  const moved = page.getByRole('status').filter({ hasText: 'What moved' });
  await expect(moved).toBeVisible();
  await expect(moved.getByText('Contract acceptance moved from Jul 1 to Jul 8')).toBeVisible();
  await expect(moved.getByText('Inspection contingency moved from Jul 13 to Jul 20')).toBeVisible();
  await expect(page.getByText('Inspection contingency — Jul 20, 2026')).toBeVisible();
  await checkA11y();

  // The change is in the activity.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText(/Contract acceptance/).first()).toBeVisible();
});
