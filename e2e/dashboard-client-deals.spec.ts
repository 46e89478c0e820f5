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

test('a buyer opening their deal gets the client view: progress, dates, people, no staff controls', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('buyer');
  const { items } = await (await page.request.get('/api/transactions?limit=50')).json();
  const deal = items[0];
  await page.goto(`/transactions/${deal.id}`);
  await expectPage(page, `/transactions/${deal.id}`, deal.title);
  const view = page.getByTestId('client-deal-view');
  await expect(view.getByRole('region', { name: 'Progress' })).toBeVisible();
  const people = await (await page.request.get(`/api/transactions/${deal.id}/participants`)).json();
  const staff = people.items.filter((p: { is_client: boolean }) => !p.is_client);
  expect(staff.length, 'the deal has an agent to contact').toBeGreaterThan(0);
  await expect(view.getByRole('region', { name: 'People to contact' })).toContainText(staff[0].display_name);
  await expect(view.getByRole('region', { name: 'Dates' })).toBeVisible();
  await expect(view.getByRole('link', { name: 'Your documents' })).toHaveAttribute('href', '/documents');
  for (const staffControl of [/^edit/i, /reassign/i, /cancel deal/i, /withdraw/i, /mark under contract/i, /export/i]) {
    await expect(page.getByRole('button', { name: staffControl })).toHaveCount(0);
  }
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await checkA11y();
});

test('a realtor opening a deal keeps the staff deal page', async ({ page, signInAs }) => {
  await signInAs('realtor');
  const { items } = await (await page.request.get('/api/transactions?limit=1')).json();
  await page.goto(`/transactions/${items[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name: items[0].title })).toBeVisible();
  await expect(page.getByTestId('client-deal-view')).toHaveCount(0);
});
