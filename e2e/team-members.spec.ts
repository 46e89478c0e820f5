import { expect, expectPage, test } from './fixtures';
import { expectAccessible } from './support/a11y';
import { uniqueEmail } from './support/demo';
import { pathOf, waitForMailLink } from './support/mailbox';
import { acceptTermsOnScreen } from './support/terms';

const PASSWORD = 'correct-horse-battery';

test('a managing broker invites an agent, who joins through the mailed link, and is put on a team with a supervisor', async ({
  page,
  browser,
  signInAs,
  checkA11y,
  baseURL,
}) => {
  // Two people, a sign-up, two e-mails and a verification: three times the usual time budget.
  test.slow();
  const email = uniqueEmail('agent');
  const lastName = `Agent${Date.now().toString(36)}`;
  await signInAs('managing_broker');
  await page.goto('/team');
  await expectPage(page, '/team', 'Team');
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Riley Chen');
  await checkA11y();

  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: 'Realtor' });
  await checkA11y();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(email);

  // The agent, in a browser of their own: sign up, verify, open the mailed link, join.
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await agent.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const joinLink = await waitForMailLink(agent.request, email, /Join Harborview Realty/);
  expect(new URL(joinLink).pathname).toBe('/join');
  const origin = { Origin: new URL(baseURL!).origin };
  const signUp = await agent.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, first_name: 'Jo', last_name: lastName },
    headers: origin,
  });
  expect(signUp.status()).toBe(200);
  const verifyLink = await waitForMailLink(agent.request, email, /verify/i);
  await agent.goto(pathOf(verifyLink));
  await expect(agent.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  const signIn = await agent.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: origin,
  });
  expect(signIn.status()).toBe(200);
  await agent.goto(pathOf(joinLink));
  await acceptTermsOnScreen(agent);
  await expect(agent.getByText('Harborview Realty invited you to join as Realtor.')).toBeVisible();
  await expectAccessible(agent);
  await agent.getByRole('button', { name: 'Join the team' }).click();
  await expect(agent.getByText('You joined Harborview Realty as Realtor.')).toBeVisible();
  await expect(agent.getByRole('navigation', { name: 'Main' })).toContainText('Transactions');
  await agent.context().close();

  // The broker sees the new member, puts them on a team and gives them a supervisor.
  await page.reload();
  await page.getByLabel('Search members').fill(lastName);
  const row = page.getByRole('row', { name: new RegExp(`Jo ${lastName}`) });
  await expect(row).toContainText('Realtor');
  await expect(page.getByRole('list', { name: 'Pending invitations' })).not.toContainText(email);

  await page.getByRole('tab', { name: 'Teams' }).click();
  const north = page.getByRole('region', { name: 'Harbor North Team' });
  await north.getByLabel('Add to Harbor North Team').selectOption({ label: `Jo ${lastName} — Realtor` });
  await north.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added to the team')).toBeVisible();
  await expect(north.getByRole('list', { name: 'Members of Harbor North Team' })).toContainText(
    `Jo ${lastName}`,
  );
  await checkA11y();

  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('link', { name: `Jo ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Jo ${lastName}` })).toBeVisible();
  await expect(page.getByText('Harbor North Team')).toBeVisible();
  await page
    .getByLabel('Supervisor', { exact: true })
    .selectOption({ label: 'Tessa Lindqvist — Team Leader' });
  await page.getByLabel('Relationship').selectOption({ label: 'Team supervision' });
  await page.getByRole('button', { name: 'Assign supervisor' }).click();
  await expect(page.getByRole('list', { name: 'Supervised by' })).toContainText('Tessa Lindqvist');

  // A licence that runs out in 30 days is flagged.
  const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Licence number').fill('ME-SA-4410');
  await page.getByLabel('Licence state').fill('ME');
  await page.getByLabel('Expires on').fill(soon);
  await page.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByText('This licence expires within 60 days.')).toBeVisible();
  await checkA11y();
});

test('deactivating a member hands their open work to a colleague and signs them out', async ({
  page,
  browser,
  signInAs,
  baseURL,
}) => {
  const origin = { Origin: new URL(baseURL!).origin };
  // The title examiner (no other spec uses that account) is signed in elsewhere.
  const elsewhere = await browser.newContext({ baseURL });
  const signedIn = await elsewhere.request.post('/api/auth/sign-in/email', {
    data: { email: 'title_examiner@demo.test', password: 'demo-pass-2026' },
    headers: origin,
  });
  expect(signedIn.status()).toBe(200);
  expect((await elsewhere.request.get('/api/me')).status()).toBe(200);

  await signInAs('managing_broker');
  await page.goto('/team');
  await page.getByRole('button', { name: 'Deactivate Tina Walsh' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Tina Walsh' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByText('Choose who takes over')).toBeVisible();
  await dialog.getByLabel('Hand over open work to').selectOption({ label: 'Daniel Reyes — Broker' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Tina Walsh was deactivated')).toBeVisible();
  expect((await elsewhere.request.get('/api/me')).status()).toBe(401);
  await elsewhere.close();

  await page.getByLabel('Status').selectOption({ label: 'Deactivated' });
  const row = page.getByRole('row', { name: /Tina Walsh/ });
  await expect(row).toContainText('Deactivated');

  // Reactivated, she has her role back.
  await row.getByRole('button', { name: 'Reactivate Tina Walsh' }).click();
  await page.getByRole('button', { name: 'Reactivate', exact: true }).click();
  await expect(page.getByText('Member reactivated')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await expect(page.getByRole('row', { name: /Tina Walsh/ })).toContainText('Title Examiner');
});
