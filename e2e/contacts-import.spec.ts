import fs from 'node:fs';
import type { Page } from '@playwright/test';
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
    .getByLabel('Choose a CSV or vCard file')
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
  await page.getByLabel('Choose a CSV or vCard file').setInputFiles({
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

/** Drops a file on the wizard's drop zone the way a browser does (a DataTransfer holding a File). */
async function dropFile(page: Page, name: string, type: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, text }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type }));
      return dt;
    },
    { name, type, text },
  );
  await page.getByTestId('import-drop-zone').dispatchEvent('drop', { dataTransfer });
}

test('an agent drops a vCard file and a Google Contacts export, sees every value, and finds the contacts with their addresses', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  test.slow();
  const id = runId();
  await signInAs('realtor');
  const vcf = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:Vcard${id};Rosa;;;`,
    `FN:Rosa Vcard${id}`,
    `item1.EMAIL;type=INTERNET;type=pref:rosa.${id}@example.test`,
    'item1.X-ABLabel:Cabin',
    `EMAIL;type=INTERNET;type=WORK:rosa.work.${id}@example.test`,
    `TEL;type=CELL:${uniquePhone()}`,
    'ADR;type=HOME:;Apt 4;18 Cedar Lane;Bellingham;WA;98225;USA',
    'END:VCARD',
    'BEGIN:VCARD',
    'VERSION:2.1',
    `N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Vcard${id};Jos=C3=A9`,
    `EMAIL;INTERNET:jose.${id}@example.test`,
    'ADR;HOME:;;5 Birch Rd;Olympia;WA;98501;USA',
    'END:VCARD',
    '',
  ].join('\r\n');

  await page.goto('/contacts/import');
  await expectPage(page, '/contacts/import', 'Import contacts');
  await dropFile(page, `phone-${id}.vcf`, 'text/vcard', vcf);
  await expect(page.getByText('Looks like a vCard file (phone, iCloud, Outlook)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Columns that will not be imported' })).toContainText(
    'Organization',
  );
  await checkA11y();
  await page.getByRole('button', { name: 'Preview the import' }).click();
  const values = page.getByTestId('import-row-values');
  await expect(values).toHaveCount(2);
  await expect(values.nth(0)).toContainText(`rosa.${id}@example.test (cabin)`);
  await expect(values.nth(0)).toContainText(`rosa.work.${id}@example.test (work)`);
  await expect(values.nth(0)).toContainText('18 Cedar Lane Apt 4, Bellingham, WA 98225, USA');
  await expect(values.nth(1)).toContainText(`José Vcard${id}`);
  await checkA11y();
  await page.getByRole('button', { name: 'Import 2 contacts' }).click();
  await expect(page.getByTestId('import-report').getByText('Import finished')).toBeVisible();

  // The Google Contacts export: paired Label/Value columns, " ::: " cells, labels with system markers.
  const google = [
    'First Name,Last Name,Labels,E-mail 1 - Label,E-mail 1 - Value,E-mail 2 - Label,E-mail 2 - Value,Phone 1 - Label,Phone 1 - Value,Address 1 - Label,Address 1 - Street,Address 1 - City,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country',
    `Lena,Google${id},* myContacts ::: Buyers,* Home,lena.${id}@example.test ::: lena.two.${id}@example.test,Work,lena.work.${id}@example.test,Mobile,${uniquePhone()},Home,22 Alder St,Tacoma,WA,98402,USA`,
    `Max,Google${id},* myContacts,Home,${Array.from({ length: 11 }, (_, i) => `max${i}.${id}@example.test`).join(' ::: ')},,,,,,,,,,`,
  ].join('\r\n');
  await page.goto('/contacts/import');
  await dropFile(page, `google-${id}.csv`, 'text/csv', google);
  await expect(page.getByText('Looks like a Google Contacts export')).toBeVisible();
  await page.getByLabel('Label Buyers becomes').selectOption('type:buyer');
  await page.getByRole('button', { name: 'Preview the import' }).click();
  const row = page.getByTestId('import-row-values').first();
  await expect(row).toContainText(`lena.two.${id}@example.test (personal)`);
  await expect(row).toContainText(`lena.work.${id}@example.test (work)`);
  await expect(row).toContainText('22 Alder St, Tacoma, WA 98402, USA');
  await expect(row).toContainText('Buyer');
  // The 11th e-mail does not fit a contact: it is listed, not dropped silently.
  await expect(page.getByRole('list', { name: 'Values that will not be stored' })).toContainText(
    `Line 3: Not kept (a contact holds at most 10 e-mail addresses): max10.${id}@example.test`,
  );
  await checkA11y();
  await page.getByRole('button', { name: 'Import 2 contacts' }).click();
  await expect(page.getByTestId('import-report').getByText('Import finished')).toBeVisible();

  // The contacts are there, with their addresses.
  const expected: [string, string][] = [
    [`Rosa Vcard${id}`, '18 Cedar Lane, Apt 4, Bellingham, WA, 98225, USA'],
    [`José Vcard${id}`, '5 Birch Rd, Olympia, WA, 98501, USA'],
    [`Lena Google${id}`, '22 Alder St, Tacoma, WA, 98402, USA'],
  ];
  for (const [name, address] of expected) {
    await page.goto(`/contacts?q=${encodeURIComponent(name.split(' ')[1]!)}`);
    await page.getByRole('table', { name: 'Contacts' }).getByRole('link', { name }).click();
    await expect(page.getByText(address)).toBeVisible();
  }

  // The last one goes back out as a vCard for a phone.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download vCard' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.vcf$/);
  const vcard = fs.readFileSync((await download.path())!, 'utf8');
  expect(vcard).toContain('VERSION:3.0');
  expect(vcard).toContain(`N:Google${id};Lena;;;`);
  expect(vcard).toContain('ADR;TYPE=HOME:;;22 Alder St;Tacoma;WA;98402;USA');
});
