import { expect, test } from './fixtures';

test('people on a deal (several roles each) and internal notes with an @mention', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  await signInAs('broker');
  const created = await page.request.post('/api/transactions', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      type: 'purchase',
      side: 'dual',
      address: { line1: `${Date.now() % 100000} People Pl`, city: 'Bayside' },
    },
  });
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/transactions/${id}?tab=people`);
  await page.getByRole('button', { name: 'Add a person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a person' });
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await expect(dialog.getByText('Give at least one role')).toBeVisible();
  await dialog.getByLabel('First name').fill('Lee');
  await dialog.getByLabel('Last name').fill('Lender');
  await dialog.getByLabel('Company').fill('Harbor Bank');
  await dialog.getByRole('checkbox', { name: 'Lender' }).check();
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByText('Lee added to the deal')).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Edit Lee Lender' }).click();
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Escrow' }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  const roles = page.getByRole('list', { name: 'Roles of Lee Lender' });
  await expect(roles.getByText('Lender')).toBeVisible();
  await expect(roles.getByText('Escrow')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Lee Lender' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Lee Lender removed')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Roles of Lee Lender' })).toHaveCount(0);

  // Notes: "@Tay" suggests the broker's transaction coordinator; the note records the mention.
  await page.getByRole('tab', { name: 'Notes' }).click();
  const note = page.getByRole('combobox', { name: 'New note' });
  await note.fill('Please chase the appraisal, @Tay');
  await expect(page.getByRole('option', { name: 'Taylor Brooks' })).toBeVisible();
  await checkA11y();
  await note.press('Enter');
  await expect(note).toHaveValue('Please chase the appraisal, @Taylor Brooks ');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(page.getByText('Mentioned: Taylor Brooks')).toBeVisible();
  await expect(note).toHaveValue('');
});

test('a coordinator’s change waits for the broker’s approval', async ({ page, signInAs }) => {
  await signInAs('transaction_coordinator');
  const { items } = (await (await page.request.get('/api/transactions?status=active&limit=1')).json()) as {
    items: { id: string; title: string }[];
  };
  const deal = items[0]!;
  await page.goto(`/transactions/${deal.id}`);
  await expect(page.getByText('Changes need approval')).toBeVisible();
  await page.getByRole('button', { name: 'Edit details' }).click();
  const mls = `E2E-${Date.now() % 1_000_000}`;
  await page.getByRole('dialog').getByLabel('MLS number').fill(mls);
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Sent for approval')).toBeVisible();

  await page.goto('/transactions/approvals?box=mine&status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My requests', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: deal.title }).first()).toBeVisible();
});
