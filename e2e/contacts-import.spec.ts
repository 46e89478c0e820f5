import { expect, expectPage, test } from './fixtures';
import { createContactByApi, runId, uniquePhone } from './support/contacts';

test('an agent imports a CSV with good, bad and duplicate rows and reads the report', async ({
  page,
  signInAs,
  checkA11y,
  baseURL,
}) => {
  // A long flow through several pages and dialogs (axe on each): allow for a busy machine.
  test.slow();
  const id = runId();
  await signInAs('realtor');
  const existing = await createContactByApi(page, baseURL!, {
    first_name: 'Existing',
    last_name: `Person${id}`,
    emails: [{ label: 'personal', value: `existing.${id}@example.test` }],
  });
  const csv = [
    'First Name,Last Name,E-mail Address,Mobile Phone,Stage,Favourite colour',
    `Nia,Good${id},nia.${id}@example.test,${uniquePhone()},hot,green`,
    `Omar,Good${id},omar.${id}@example.test,,new,blue`,
    `Bad,Mail${id},not-an-email,,new,red`,
    `Bad,Stage${id},stage.${id}@example.test,,sideways,red`,
    `Existing,Again${id},EXISTING.${id}@EXAMPLE.TEST,,,`,
    `Nia,Twice${id},nia.${id}@example.test,,,`,
  ].join('\r\n');

  await page.goto('/contacts');
  await expectPage(page, '/contacts', 'Contacts');
  await page.getByRole('link', { name: 'Import' }).click();
  await expectPage(page, '/contacts/import', 'Import contacts');
  await checkA11y();

  await page
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: `clients-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // Mapping: suggested from the headers; the unknown column stays out.
  await expect(page.getByText(`clients-${id}.csv`)).toBeVisible();
  await expect(page.getByLabel('Import “E-mail Address” as')).toHaveValue('email');
  await expect(page.getByLabel('Import “Mobile Phone” as')).toHaveValue('phone');
  await expect(page.getByLabel('Import “Favourite colour” as')).toHaveValue('ignore');
  await checkA11y();
  await page.getByRole('button', { name: 'Preview the import' }).click();

  // Preview: rows checked in the browser, duplicates by a dry run on the server.
  const problems = page.getByRole('list', { name: 'Rows with problems' });
  await expect(problems.getByRole('listitem')).toHaveCount(2);
  await expect(problems).toContainText('Line 4');
  await expect(problems).toContainText('Not a valid e-mail address: not-an-email');
  await expect(problems).toContainText('Unknown stage: sideways');
  const duplicates = page.getByRole('list', { name: 'Duplicate rows' });
  await expect(duplicates.getByRole('listitem')).toHaveCount(2);
  await expect(duplicates).toContainText('an existing contact');
  await expect(duplicates).toContainText('line 2 of this file');
  await checkA11y();
  await page.getByRole('button', { name: 'Import 2 contacts' }).click();

  const report = page.getByTestId('import-report');
  await expect(report.getByText('Import finished')).toBeVisible();
  const figure = (label: string) =>
    report.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(figure('Imported')).toHaveText('2');
  await expect(figure('Duplicates skipped')).toHaveText('2');
  await expect(figure('Rows with problems')).toHaveText('2');
  await expect(
    report.getByRole('list', { name: 'Duplicate rows' }).getByRole('link', { name: 'an existing contact' }),
  ).toHaveAttribute('href', `/contacts/${existing.id}`);
  await checkA11y();

  // The good rows are contacts now; the bad and duplicate ones are not.
  await page.getByRole('link', { name: 'View contacts' }).click();
  await page.getByRole('searchbox', { name: /Search contacts/ }).fill(`Good${id}`);
  await expect(page).toHaveURL(new RegExp(`q=Good${id}`));
  const table = page.getByRole('table', { name: 'Contacts' });
  await expect(table.getByRole('link', { name: `Nia Good${id}` })).toBeVisible();
  await expect(table.getByRole('link', { name: `Omar Good${id}` })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search contacts/ }).fill(`Twice${id}`);
  await expect(page.getByRole('heading', { name: 'No contacts match' })).toBeVisible();
});

test('a file without a name column cannot be imported until a column is mapped to a name', async ({
  page,
  signInAs,
}) => {
  await signInAs('realtor');
  await page.goto('/contacts/import');
  await page.getByLabel('Choose a CSV file').setInputFiles({
    name: 'no-names.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Who,Mail\r\nAda Lovelace,ada@example.test\r\n'),
  });
  await expect(page.getByText('Map a column to first name or full name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview the import' })).toBeDisabled();
  await page.getByLabel('Import “Who” as').selectOption('full_name');
  await expect(page.getByText('Map a column to first name or full name')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Preview the import' })).toBeEnabled();
});
