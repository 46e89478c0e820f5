import { expect, expectPage, test } from './fixtures';

interface ExceptionPage {
  items: { transaction: { id: string; title: string } }[];
  total: number;
}

test('a broker sees the demo data’s checklist exceptions and follows one to the deal’s checklist', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('broker');
  // What the API says is the most urgent checklist exception in the broker's scope.
  const api = await page.request.get('/api/compliance/checklist-exceptions?limit=1');
  expect(api.status()).toBe(200);
  const { items, total } = (await api.json()) as ExceptionPage;
  expect(total).toBeGreaterThan(0);
  const deal = items[0]!.transaction;

  await page.goto('/compliance');
  await expectPage(page, '/compliance', 'Compliance');
  const counts = page.getByRole('navigation', { name: 'Exception counts' });
  await expect(
    counts.getByRole('link', {
      name: new RegExp(`^${total.toLocaleString('en-US')}\\s*Missing or returned`),
    }),
  ).toBeVisible();
  const section = page.getByRole('region', { name: 'Missing or returned checklist items' });
  const row = section
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: deal.title, exact: true }) });
  await expect(row).toBeVisible();
  // Every section settled (rows or its empty message) before axe looks at the page.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await checkA11y();

  // Keyboard: focus the row's fix link and follow it.
  const fix = row.getByRole('link', { name: `Open checklist: ${deal.title}` });
  await fix.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/transactions/${deal.id}?tab=checklist`);
  await expect(page.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Checklist' })).toHaveAttribute('aria-selected', 'true');
});

test('on a phone each exception is a card with its fix link', async ({ page, signInAs, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('broker');
  await page.goto('/compliance');
  await expectPage(page, '/compliance', 'Compliance');
  const cards = page.getByRole('list', { name: 'Missed deadlines' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /^Open key dates: / })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await checkA11y();
});

test('a realtor, who approves no documents, is sent to the dashboard', async ({ page, signInAs }) => {
  await signInAs('realtor');
  await page.goto('/compliance');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});
