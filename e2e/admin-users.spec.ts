import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACCOUNT_DISABLED_MESSAGE,
  ORGANIZATION_SUSPENDED_MESSAGE,
} from '../packages/domain/src/admin/admin.contract';
import { expect, expectPage, test } from './fixtures';
import { uniqueEmail } from './support/demo';
import { waitForMailLink } from './support/mailbox';
import { acceptTermsThroughApi } from './support/terms';

const PASSWORD = 'correct-horse-battery';

/**
 * A fresh verified person who created their own brokerage, so disabling them or suspending it
 * touches no demo account other specs use.
 */
async function newBroker(request: APIRequestContext, origin: string, label: string) {
  const email = uniqueEmail(label);
  const headers = { Origin: origin };
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, first_name: 'Ada', last_name: 'Admin-Test' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  const link = new URL(await waitForMailLink(request, email, /verify/i));
  const verified = await request.get(
    `/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    { headers, maxRedirects: 0 },
  );
  expect(verified.status()).toBeLessThan(400);
  await acceptTermsThroughApi(request, origin, { email, password: PASSWORD });
  expect(
    (
      await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers })
    ).status(),
  ).toBe(200);
  const brokerage = `Suspend Test ${Date.now().toString(36)} ${Math.random().toString(36).slice(2, 6)}`;
  const created = await request.post('/api/onboarding/brokerage', {
    data: { name: brokerage, time_zone: 'America/New_York' },
    headers,
  });
  expect(created.status()).toBe(201);
  return { email, brokerage };
}

async function signInOnScreen(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a system admin disables a user (refused at once, told why at sign-in) and enables them again', async ({
  page,
  browser,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  const origin = new URL(baseURL!).origin;
  const victimContext = await browser.newContext({ baseURL });
  const victim = await victimContext.newPage();
  const { email } = await newBroker(victim.request, origin, 'disable');
  await victim.goto('/dashboard');
  await expect(victim.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();

  await signInAs('system_admin');
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(email);
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live sessions (1)' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Disable user' }).click();
  await page.getByLabel('Reason (optional)').fill('Playwright check');
  await page.getByRole('dialog').getByRole('button', { name: 'Disable user' }).click();
  await expect(page.getByText(`${email} was disabled`)).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live sessions (0)' })).toBeVisible();

  // Their very next request: the session is gone, so they land on the sign-in page, which says why.
  await victim.reload();
  await expect(victim).toHaveURL(/\/login/);
  await signInOnScreen(victim, email);
  await expect(victim.getByRole('alert')).toContainText(ACCOUNT_DISABLED_MESSAGE);

  await page.getByRole('button', { name: 'Enable user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enable user' }).click();
  await expect(page.getByText(`${email} was enabled`)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  await signInOnScreen(victim, email);
  await expectPage(victim, '/dashboard', /Welcome/);
  await victimContext.close();

  // The refused sign-in is on the security page, read from the audit log.
  await page.goto('/admin/security');
  await expectPage(page, '/admin/security', 'Security');
  const events = page.getByRole('table', { name: 'Authentication events' });
  await expect(
    events.getByRole('row', { name: new RegExp(`Refused sign-ins.*${email}`) }).first(),
  ).toBeVisible();
  await checkA11y();
});

test('a system admin suspends an organization (its members are refused) and reinstates it', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  const origin = new URL(baseURL!).origin;
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  const { email, brokerage } = await newBroker(member.request, origin, 'suspend');
  await member.goto('/contacts');
  await expect(member.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

  await signInAs('system_admin');
  await page.goto('/admin/organizations');
  await page.getByRole('button', { name: `Suspend ${brokerage}` }).click();
  await page.getByLabel('Reason (optional)').fill('Playwright check');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend organization' }).click();
  await expect(page.getByText(`${brokerage} was suspended`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(brokerage) }).getByText('Suspended')).toBeVisible();

  // Their next request is refused: back to sign-in, which says why.
  await member.reload();
  await expect(member).toHaveURL(/\/login/);
  await signInOnScreen(member, email);
  await expect(member.getByRole('alert')).toContainText(ORGANIZATION_SUSPENDED_MESSAGE);

  await page.getByRole('button', { name: `Reinstate ${brokerage}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reinstate organization' }).click();
  await expect(page.getByText(`${brokerage} was reinstated`)).toBeVisible();

  // Their session was never ended: once reinstated, it works again.
  await member.goto('/contacts');
  await expect(member.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await memberContext.close();
});
