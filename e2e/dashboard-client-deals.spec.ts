import { expect, expectPage, test } from './fixtures';

test('a buyer opening /transactions gets their deals without staff controls', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('buyer');
  const response = await page.request.get('/api/transactions?limit=50');
  expect(response.status()).toBe(200);
  const { items } = await response.json();
  expect(items.length, 'the demo buyer takes part in a deal').toBeGreaterThan(0);
  await page.goto('/transactions');
  await expectPage(page, '/transactions', 'Your deals');
  const list = page.getByTestId('client-deals-list');
  await expect(list.getByRole('listitem')).toHaveCount(items.length);
  await expect(list.getByRole('link', { name: items[0].title })).toHaveAttribute(
    'href',
    `/transactions/${items[0].id}`,
  );
  for (const staffControl of [/export/i, /saved view/i, /^board$/i, /new transaction/i]) {
    await expect(page.getByRole('button', { name: staffControl })).toHaveCount(0);
    await expect(page.getByRole('link', { name: staffControl })).toHaveCount(0);
  }
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await checkA11y();
});

test('a realtor keeps the staff deals screen', async ({ page, signInAs }) => {
  await signInAs('realtor');
  await page.goto('/transactions');
  await expectPage(page, '/transactions', 'Transactions');
  await expect(page.getByRole('region', { name: 'Deals table' })).toBeVisible();
  await expect(page.getByTestId('client-deals-list')).toHaveCount(0);
});
