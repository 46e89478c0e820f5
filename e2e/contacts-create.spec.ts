import { expect, expectPage, test } from './fixtures';
import { runId } from './support/contacts';

test('the full form creates a contact with several labelled e-mails, tags and a price range', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  // A long flow through several pages and dialogs (axe on each): allow for a busy machine.
  test.slow();
  const id = runId();
  await signInAs('realtor');
  await page.goto('/contacts');
  await page.getByRole('link', { name: 'New contact' }).click();
  await expectPage(page, '/contacts/new', 'New contact');
  await checkA11y();

  await page.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();

  await page.getByLabel('First name').fill('Frida');
  await page.getByLabel('Last name').fill(`Form${id}`);
  await page.getByLabel('E-mail 1', { exact: true }).fill(`frida.${id}@example.test`);
  await page.getByRole('button', { name: 'Add e-mail' }).click();
  await page.getByLabel('E-mail 2 label').selectOption('work');
  await page.getByLabel('E-mail 2', { exact: true }).fill(`frida.${id}@work.example.test`);
  await page.getByLabel('Phone 1', { exact: true }).fill('not a phone');
  await page.getByRole('checkbox', { name: 'Buyer' }).check();
  await page.getByRole('checkbox', { name: 'Investor' }).check();
  await page.getByLabel('Stage').selectOption('qualified');
  await page.getByLabel('Tags').fill('vip');
  await page.getByLabel('Tags').press('Enter');
  await page.getByLabel('Tags').fill('cash buyer,');
  await expect(page.getByRole('button', { name: 'Remove tag cash buyer' })).toBeVisible();
  await page.getByLabel('Price min').fill('900k');
  await page.getByLabel('Price max').fill('750000');
  await page.getByLabel('City').fill('Harborview');
  await page.getByLabel('Birthday').fill('1980-04-12');
  await page.getByRole('checkbox', { name: 'Agrees to e-mail' }).check();
  await page.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('Not a valid phone number')).toBeVisible();
  await expect(page.getByText('Must not be below the minimum price')).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Remove phone 1' }).click();
  await page.getByLabel('Price max').fill('1.2M');
  await page.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText(`Frida Form${id} added`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Frida Form${id}` })).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('link', { name: `frida.${id}@work.example.test` })).toBeVisible();
  await expect(details).toContainText('Buyer, Investor');
  await expect(details).toContainText('vip, cash buyer');
  await expect(details).toContainText('$900,000 – $1,200,000');
  await expect(details).toContainText('Apr 12, 1980');
  await expect(details).toContainText('E-mail yes · SMS no');
});
