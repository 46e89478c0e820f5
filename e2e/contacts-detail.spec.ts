import { expect, expectPage, test } from './fixtures';
import { createContactByApi, runId } from './support/contacts';

test('an agent logs a call, adds and completes a follow-up, and edits the contact', async ({
  page,
  signInAs,
  checkA11y,
  baseURL,
}) => {
  // A long flow through several pages and dialogs (axe on each): allow for a busy machine.
  test.slow();
  const id = runId();
  await signInAs('realtor');
  const contact = await createContactByApi(page, baseURL!, { first_name: 'Cora', last_name: `Caller${id}` });
  await page.goto(`/contacts/${contact.id}`);
  await expectPage(page, `/contacts/${contact.id}`, `Cora Caller${id}`);
  await expect(page.getByText('Nothing logged yet.')).toBeVisible();
  await checkA11y();

  const log = page.getByRole('form', { name: 'Log activity' });
  await expect(log.getByRole('radio', { name: 'Call' })).toHaveAttribute('aria-checked', 'true');
  await log.getByLabel('Subject').fill('Pre-approval');
  await log.getByLabel('Outcome').selectOption('connected');
  await log.getByLabel('Notes').fill('Lender letter by Friday.');
  await log.getByRole('button', { name: 'Log call' }).click();
  await expect(page.getByText('Call logged')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Activity' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Call · connected — Pre-approval');
  await expect(timeline.getByRole('listitem').first()).toContainText('Lender letter by Friday.');
  await expect(log.getByLabel('Subject')).toHaveValue('');
  // Logging a call counts as contacting the person.
  await expect(page.getByRole('definition').filter({ hasText: /ago$/ })).toBeVisible();

  const followUp = page.getByRole('form', { name: 'Add a follow-up' });
  await followUp.getByRole('button', { name: 'Add follow-up' }).click();
  await expect(followUp.getByText('Required')).toBeVisible();
  await followUp.getByLabel('New follow-up').fill('Send comparables');
  await followUp.getByRole('button', { name: 'Add follow-up' }).click();
  const open = page.getByRole('list', { name: 'Open follow-ups' });
  await expect(open.getByText('Send comparables')).toBeVisible();
  // The box is ticked by the saved state (the item then leaves the list), not at the click itself,
  // so click() rather than check(), which insists the state changed at once.
  await open.getByRole('checkbox', { name: 'Complete “Send comparables”' }).click();
  await expect(page.getByText('Done: Send comparables')).toBeVisible();
  await expect(page.getByText('No open follow-ups.')).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('E-mail 1', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Not a valid e-mail address')).toBeVisible();
  await page.getByLabel('E-mail 1', { exact: true }).fill(`cora.${id}@example.test`);
  await page.getByLabel('Stage').selectOption('qualified');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Contact saved')).toBeVisible();
  await expect(page.getByRole('link', { name: `cora.${id}@example.test` })).toBeVisible();
  // The stage change is on the timeline.
  await expect(timeline).toContainText('Stage changed — new → qualified');
});
