import { expect, expectPage, test } from './fixtures';

const PATH = '/transactions/checklist-templates';
/**
 * The second brokerage edits: templates belong to the whole organization, and other specs create
 * Harborview purchase deals at the same time and expect its checklist.
 */
const EDITOR = 'broker@lakeside.demo.test';

test('a broker edits the purchase/buyer template and new deals get the new item', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  test.slow(); // four axe checks, a reload and two API calls
  const stamp = Date.now() % 100000;
  const name = `Buyer side ${stamp}`;
  const title = `HOA resale certificate ${stamp}`;
  await signInAs(EDITOR);
  await page.goto(PATH);
  await expectPage(page, PATH, 'Checklist templates');
  const templates = page.getByRole('navigation', { name: 'Checklist templates' });
  const buyerTemplate = templates.locator('a[href$="?type=purchase&side=buyer"]');
  await buyerTemplate.click();
  await expect(page).toHaveURL(/\?type=purchase&side=buyer$/);
  await checkA11y();
  // The items' titles in order, from their legends ("Item 3: Agency disclosure").
  const titles = async () =>
    (await page.locator('fieldset legend').allTextContents()).map((l) => l.replace(/^Item \d+: /, ''));
  const lastItem = (await titles()).at(-1);

  // Rename, add an item (its title field takes the focus), move it up one place, required with a document.
  await page.getByLabel('Template name').fill(name);
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.keyboard.type(title);
  await page.getByRole('button', { name: `Move ${title} up` }).click();
  const item = page.getByRole('group', { name: new RegExp(`^Item \\d+: ${title}`) });
  await item.getByRole('checkbox', { name: 'Required' }).check();
  await item.getByRole('checkbox', { name: 'Requires a document' }).check();
  await checkA11y();

  // Leaving with unsaved changes asks first.
  await templates.locator('a[href$="?type=sale&side=seller"]').click();
  const leave = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\?type=purchase&side=buyer$/);

  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();

  // After a reload: customized, renamed, the new item just before the one that was last.
  await page.reload();
  await expect(buyerTemplate).toContainText(name);
  await expect(buyerTemplate).toContainText(/Customized · updated \w{3} \d{1,2}, \d{4}/);
  await expect(page.getByLabel('Template name')).toHaveValue(name);
  expect((await titles()).slice(-2)).toEqual([title, lastItem]);
  await expect(item.getByRole('checkbox', { name: 'Required' })).toBeChecked();
  await checkA11y();

  // A new purchase/buyer deal copies the template.
  const headers = { Origin: new URL(baseURL!).origin };
  const created = await page.request.post('/api/transactions', {
    headers,
    data: { type: 'purchase', side: 'buyer', address: { line1: `${stamp} Template Way`, city: 'Bayside' } },
  });
  expect(created.status()).toBe(201);
  const deal = (await created.json()) as { id: string };
  const checklist = await page.request.get(`/api/transactions/${deal.id}/checklist`);
  expect(checklist.status()).toBe(200);
  const { items } = (await checklist.json()) as {
    items: { title: string; template_key: string | null; required: boolean; requires_document: boolean }[];
  };
  expect(items.at(-2)).toMatchObject({
    title,
    template_key: `hoa_resale_certificate_${stamp}`,
    required: true,
    requires_document: true,
  });
  expect(items.at(-1)?.title).toBe(lastItem);
});

test('a realtor cannot open the template editor', async ({ page, signInAs }) => {
  await signInAs('realtor');
  await page.goto(PATH);
  await expectPage(page, '/transactions', 'Transactions');
});
