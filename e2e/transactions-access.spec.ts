import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/demo';

test('a buyer sees their deal read-only, without notes or commission', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('buyer');
  await page.goto('/transactions');
  // Clients get their own view of /transactions (issue 18 item 3; e2e/dashboard-client-deals.spec.ts).
  const table = page.getByTestId('client-deals-list');
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New transaction' })).toHaveCount(0);
  await checkA11y();

  await table.getByRole('link').first().click();
  // The client view of the deal (issue 18 item 3; e2e/dashboard-client-deals.spec.ts).
  const view = page.getByTestId('client-deal-view');
  await expect(view.getByRole('region', { name: 'People to contact' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Commission' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Change status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a person' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Submit|Resubmit|Approve|Return|Reopen) / })).toHaveCount(0);
  await checkA11y();
});

test('a Lakeside broker opening a Harborview deal gets "not found"', async ({
  page,
  signInAs,
  playwright,
  baseURL,
  checkA11y,
}) => {
  const harborview = await playwright.request.newContext({ baseURL });
  await harborview.post('/api/auth/sign-in/email', {
    data: { email: 'broker@demo.test', password: DEMO_PASSWORD },
    headers: { Origin: new URL(baseURL!).origin },
  });
  const { items } = (await (await harborview.get('/api/transactions?limit=1')).json()) as {
    items: { id: string }[];
  };
  await harborview.dispose();

  await signInAs('broker@lakeside.demo.test');
  await page.goto(`/transactions/${items[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deal not found' })).toBeVisible();
  await expect(page.getByText('This deal does not exist or you do not have access to it')).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Back to transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});

test('a broker closes a deal: the checklist gate, then the broker override with a reason', async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs('broker');
  const created = await page.request.post('/api/transactions', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      type: 'referral',
      side: 'buyer',
      status: 'under_contract',
      address: { line1: `${Date.now() % 100000} Gate St`, city: 'Bayside' },
    },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/transactions/${id}`);
  await page.getByRole('button', { name: 'Close deal' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Close deal' }).click();
  await expect(dialog.getByText('The checklist is not complete')).toBeVisible();
  await expect(dialog.getByText('Signed referral agreement')).toBeVisible();
  await dialog.getByLabel(/Close anyway/).check();
  await dialog.getByRole('button', { name: 'Close with override' }).click();
  await expect(dialog.getByText('Say why the deal closes with an incomplete checklist')).toBeVisible();
  await dialog
    .getByLabel('Reason', { exact: true })
    .fill('Referral paid; agreement on file at the other brokerage');
  await dialog.getByRole('button', { name: 'Close with override' }).click();
  await expect(page.getByText('Deal moved to Closed')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Re-open as active' }),
  ).toBeVisible();
});
