import { expect, expectPage, test } from './fixtures';
import { createContactByApi, runId, uniquePhone } from './support/contacts';

test('an agent fixes a duplicate by merging, choosing the values to keep', async ({
  page,
  signInAs,
  checkA11y,
  baseURL,
}) => {
  const id = runId();
  const phone = uniquePhone('international');
  await signInAs('realtor');
  const older = await createContactByApi(page, baseURL!, {
    first_name: 'Marta',
    last_name: `Quinn${id}`,
    emails: [{ label: 'personal', value: `marta.${id}@example.test` }],
    stage: 'contacted',
    tags: ['open house'],
  });
  const newer = await createContactByApi(page, baseURL!, {
    first_name: 'Marta',
    last_name: `Quinn${id}`,
    emails: [{ label: 'work', value: `MARTA.${id}@EXAMPLE.TEST` }],
    phones: [{ label: 'mobile', value: phone }],
    stage: 'qualified',
    tags: ['pre-approved'],
  });
  // The newer record gets a call on its timeline: the merge must keep it.
  const logged = await page.request.post(`/api/contacts/${newer.id}/activities`, {
    data: { kind: 'call', subject: `Intro call ${id}` },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(logged.status()).toBe(201);

  await page.goto(`/contacts/${older.id}`);
  await page.getByRole('link', { name: 'Look for duplicates of this contact' }).click();
  await expectPage(page, '/contacts/duplicates', 'Duplicates');
  const pair = page.getByRole('listitem', { name: `Marta Quinn${id} and Marta Quinn${id}` });
  await expect(pair.getByText('Same e-mail')).toBeVisible();
  await checkA11y();

  await pair.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge contacts' });
  const stage = dialog.getByRole('radiogroup', { name: 'Stage' });
  await expect(stage.getByRole('radio', { name: 'Contacted' })).toBeChecked();
  await stage.getByRole('radio', { name: 'Qualified' }).check();
  await checkA11y();
  await dialog.getByRole('button', { name: `Merge into Marta Quinn${id}` }).click();
  await expect(page.getByText(/Merged into Marta Quinn.*1 activities/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No duplicates found' })).toBeVisible();

  // The survivor has both addresses, the phone, both tags, the chosen stage and the call.
  await page.goto(`/contacts/${older.id}`);
  await expectPage(page, `/contacts/${older.id}`, `Marta Quinn${id}`);
  await expect(page.getByRole('link', { name: `marta.${id}@example.test` })).toBeVisible();
  await expect(page.getByRole('link', { name: phone })).toBeVisible();
  await expect(page.getByText('open house, pre-approved')).toBeVisible();
  await expect(page.getByRole('main').getByText('Qualified', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText(`Intro call ${id}`);
  // The merged record is gone.
  await page.goto(`/contacts/${newer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact not found' })).toBeVisible();
  await checkA11y();
});
