import { expect, expectPage, test } from './fixtures';
import { createContactByApi, runId } from './support/contacts';

test('quick add from the keyboard, and filters that live in the URL', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  // A long flow through several pages and dialogs (axe on each): allow for a busy machine.
  test.slow();
  const id = runId();
  await signInAs('realtor');
  await page.goto('/contacts');
  await expectPage(page, '/contacts', 'Contacts');
  await expect(page.getByRole('table', { name: 'Contacts' }).getByRole('row').nth(1)).toBeVisible();
  await checkA11y();

  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Quick add' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Quincy');
  await dialog.getByLabel('Last name').fill(`Quick${id}`);
  await dialog.getByLabel('E-mail').fill(`quincy.${id}@example.test`);
  await checkA11y();
  await dialog.getByLabel('E-mail').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Quincy Quick${id} added`)).toBeVisible();

  await page.getByRole('button', { name: 'Stage filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: /^New/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/stage=new/);
  await page.getByRole('button', { name: /Needs attention/ }).click();
  await expect(page).toHaveURL(/attention=1/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Stage filter, 1 selected' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Needs attention/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Clear filters (2)' }).click();
  await expect(page).toHaveURL((url) => url.search === '');
});

test('the board moves a contact to another stage from the keyboard', async ({
  page,
  signInAs,
  checkA11y,
  baseURL,
}) => {
  const id = runId();
  await signInAs('realtor');
  await createContactByApi(page, baseURL!, { first_name: 'Bo', last_name: `Board${id}`, stage: 'new' });
  await page.goto(`/contacts?view=board&q=Board${id}`);
  await expectPage(page, '/contacts', 'Contacts');
  await expect(page.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  const newColumn = page.getByRole('region', { name: /^New/ });
  await expect(newColumn.getByRole('link', { name: `Bo Board${id}` })).toBeVisible();
  await checkA11y();
  await newColumn.getByLabel(`Stage of Bo Board${id}`).selectOption('contacted');
  await expect(page.getByText(`Bo Board${id} moved to Contacted`)).toBeVisible();
  const contacted = page.getByRole('region', { name: /^Contacted/ });
  await expect(contacted.getByRole('link', { name: `Bo Board${id}` })).toBeVisible();
  await expect(newColumn.getByText('Nobody here.')).toBeVisible();
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(
    (url) => !url.search.includes('view=board') && url.search.includes(`q=Board${id}`),
  );
});

test('a client is sent from /contacts to the dashboard', async ({ page, signInAs }) => {
  await signInAs('buyer');
  await page.goto('/contacts');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/contacts/import');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('scrolling the list loads the next page', async ({ page, signInAs }) => {
  // The broker sees every contact of the brokerage: far more than one page, whatever parallel specs
  // merge or delete among one agent's few dozen.
  await signInAs('broker');
  await page.goto('/contacts');
  const table = page.getByRole('table', { name: 'Contacts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const total = Number(await table.getAttribute('aria-rowcount')) - 1;
  expect(total).toBeGreaterThan(50);
  const scroller = page.getByTestId('contacts-scroller');
  // Parallel specs change contacts, and each change refetches this list while it sits at its end:
  // the next page must still load without scrolling away and back (the list asks again once the
  // refetch has landed).
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = await table.getByRole('row').last().getAttribute('aria-rowindex');
    expect(Number(last)).toBeGreaterThan(52);
  }).toPass();
});

test('bulk tagging the selection, and exporting the filtered list as CSV', async ({
  page,
  signInAs,
  checkA11y,
  baseURL,
}) => {
  const id = runId();
  await signInAs('realtor');
  for (const first of ['Bella', 'Boris'])
    await createContactByApi(page, baseURL!, {
      first_name: first,
      last_name: `Bulk${id}`,
      emails: [{ label: 'personal', value: `${first.toLowerCase()}.${id}@example.test` }],
    });
  await page.goto(`/contacts?q=Bulk${id}`);
  const table = page.getByRole('table', { name: 'Contacts' });
  await expect(table.getByRole('link', { name: `Boris Bulk${id}` })).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select all loaded contacts' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');
  await checkA11y();
  await bar.getByRole('button', { name: 'Add tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tags' });
  await dialog.getByLabel('Tags').fill(`batch-${id}`);
  await dialog.getByRole('button', { name: 'Add tags' }).click();
  await expect(page.getByText('Tagged: 2 contacts')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: `batch-${id}` })).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contacts-.*\.csv$/);
  const csv = await (
    await file.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csv).toContain(`bella.${id}@example.test`);
  expect(csv).toContain(`boris.${id}@example.test`);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(3);
  await expect(page.getByText('Exported 2 contacts')).toBeVisible();
});

test('a managing broker opens the CRM settings; an agent does not see them', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('managing_broker');
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'CRM settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'CRM settings' });
  const days = dialog.getByLabel('Needs attention after (days without contact)');
  await expect(days).toHaveValue(/^\d+$/);
  await days.fill('0');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByText('A whole number of days from 1 to 365')).toBeVisible();
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await signInAs('realtor');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CRM settings' })).toBeHidden();
});
