import { expect, test } from './fixtures';
import { DEMO_PASSWORD, uniqueEmail } from './support/demo';
import { pathOf, waitForMailLink } from './support/mailbox';
import { acceptTermsThroughApi } from './support/terms';

const PASSWORD = 'correct-horse-battery';

/**
 * Issue 17 item 1: a broker who founded a brokerage also joins Harborview, then makes Harborview
 * their primary organization from Settings; what the app shows follows.
 */
test('a member of two brokerages switches their primary organization in Settings', async ({
  browser,
  baseURL,
}) => {
  // A sign-up, a verification, an onboarding and an invitation: three times the usual time budget.
  test.slow();
  const headers = { Origin: new URL(baseURL!).origin };
  const email = uniqueEmail('two-brokerages');
  const founded = `Twofold Realty ${Date.now().toString(36)}`;
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const page = await context.newPage();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, first_name: 'Dana', last_name: 'Twofold' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  await page.goto(pathOf(await waitForMailLink(page.request, email, /verify/i)));
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await acceptTermsThroughApi(page.request, headers.Origin, { email, password: PASSWORD });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(signIn.status()).toBe(200);
  const onboarded = await page.request.post('/api/onboarding/brokerage', {
    data: { name: founded, time_zone: 'America/New_York' },
    headers,
  });
  expect(onboarded.status(), await onboarded.text()).toBe(201);

  // Harborview's managing broker invites them too; they accept.
  const broker = await browser.newContext({ baseURL });
  const brokerSignIn = await broker.request.post('/api/auth/sign-in/email', {
    data: { email: 'managing_broker@demo.test', password: DEMO_PASSWORD },
    headers,
  });
  expect(brokerSignIn.status()).toBe(200);
  const invited = await broker.request.post('/api/organization/invitations', {
    data: { email, role: 'realtor' },
    headers,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await broker.close();
  const link = await waitForMailLink(page.request, email, /Join Harborview Realty/);
  const accepted = await page.request.post('/api/organization/invitations/accept', {
    data: { token: new URL(link).searchParams.get('token') },
    headers,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await page.goto('/settings');
  const list = page.getByTestId('my-organizations');
  const own = list.getByRole('listitem').filter({ hasText: founded });
  const harborview = list.getByRole('listitem').filter({ hasText: 'Harborview Realty' });
  await expect(own).toContainText('Primary');
  await expect(harborview).toContainText('Realtor');
  await harborview.getByRole('button', { name: 'Make Harborview Realty my primary organization' }).click();
  await expect(harborview).toContainText('Primary');
  await expect(own.getByRole('button', { name: `Make ${founded} my primary organization` })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.primaryAffiliation.organization_name).toBe('Harborview Realty');
  expect(me.effectiveRole).toBe('realtor');
  await context.close();
});
