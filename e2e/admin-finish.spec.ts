import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, expectPage, test } from './fixtures';
import { expectAccessible } from './support/a11y';
import { uniqueEmail } from './support/demo';
import { pathOf, waitForMailLink } from './support/mailbox';
import { acceptTermsThroughApi } from './support/terms';

/** Issue 17 (ADR 0173, 0174): platform invitations, role overrides, read-only platform staff. */
const PASSWORD = 'correct-horse-battery';

/** A fresh verified person who accepted the terms, signed in in their own browser context. */
async function newPerson(browser: Browser, baseURL: string, label: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const origin = new URL(baseURL).origin;
  const headers = { Origin: origin };
  const email = uniqueEmail(label);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, first_name: 'Pat', last_name: 'Platform' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  const link = new URL(await waitForMailLink(page.request, email, /verify/i));
  const token = encodeURIComponent(link.searchParams.get('token')!);
  await page.request.get(`/api/auth/verify-email?token=${token}`, { headers, maxRedirects: 0 });
  await acceptTermsThroughApi(page.request, origin, { email, password: PASSWORD });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(signIn.status()).toBe(200);
  return { email, page, context, headers };
}

/** Invites through the API as the signed-in system admin and accepts through the API as the invitee. */
async function makeStaff(
  admin: APIRequestContext,
  person: Awaited<ReturnType<typeof newPerson>>,
  role: string,
) {
  const invited = await admin.post('/api/admin/invitations', {
    data: { email: person.email, platform_role: role },
    headers: person.headers,
  });
  expect(invited.status()).toBe(201);
  const link = new URL(await waitForMailLink(person.page.request, person.email, /invited to be/i));
  const accepted = await person.page.request.post('/api/platform-invitations/accept', {
    data: { token: link.searchParams.get('token') },
    headers: person.headers,
  });
  expect(accepted.status()).toBe(200);
}

test('a system admin invites a system admin through the dev mailbox, who accepts', async ({
  page,
  browser,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  const invitee = await newPerson(browser, baseURL!, 'platform-admin');
  await signInAs('system_admin');
  await page.goto('/admin/invitations');
  await expectPage(page, '/admin/invitations', 'Invite platform staff');
  await page.getByLabel('E-mail').fill(invitee.email);
  await page.getByLabel('Platform role').selectOption('system_admin');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
  await expect(page.getByText(invitee.email, { exact: true })).toBeVisible();
  await checkA11y();

  const link = await waitForMailLink(invitee.page.request, invitee.email, /invited to be System Admin/);
  await invitee.page.goto(pathOf(link));
  await expect(
    invitee.page.getByText('You are invited to help run Threshold as System Admin.'),
  ).toBeVisible();
  await invitee.page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(
    invitee.page.getByRole('heading', { level: 1, name: 'Welcome to the platform team' }),
  ).toBeVisible();
  await invitee.page.getByRole('link', { name: 'Go to administration' }).click();
  await invitee.page.getByRole('link', { name: 'Users' }).click();
  await expectPage(invitee.page, '/admin/users', 'Users');
  await invitee.context.close();

  await page.reload();
  await expect(page.getByText('No pending invitations')).toBeVisible();
});

test('a role override in one organization changes what its members can do', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  // A new brokerage (its founder manages it) with one realtor in it.
  const founder = await newPerson(browser, baseURL!, 'override-founder');
  const brokerage = `Override Test ${Date.now().toString(36)}`;
  const created = await founder.page.request.post('/api/onboarding/brokerage', {
    data: { name: brokerage, time_zone: 'America/New_York' },
    headers: founder.headers,
  });
  expect(created.status()).toBe(201);
  const realtor = await newPerson(browser, baseURL!, 'override-realtor');
  const invited = await founder.page.request.post('/api/organization/invitations', {
    data: { email: realtor.email, role: 'realtor' },
    headers: founder.headers,
  });
  expect(invited.status()).toBe(201);
  const join = new URL(await waitForMailLink(realtor.page.request, realtor.email, /^Join /));
  const joined = await realtor.page.request.post('/api/organization/invitations/accept', {
    data: { token: join.searchParams.get('token') },
    headers: realtor.headers,
  });
  expect(joined.status()).toBe(200);
  await realtor.page.goto('/analytics');
  await expect(realtor.page).toHaveURL(/\/dashboard/);

  await signInAs('system_admin');
  await page.goto('/admin/roles');
  await expectPage(page, '/admin/roles', 'Roles');
  await page.getByLabel('Organization').selectOption({ label: brokerage });
  const realtorRow = page.getByRole('row', { name: /^Realtor/ });
  await expect(realtorRow.getByRole('cell').last()).toBeVisible();
  await page.getByRole('button', { name: 'Change Realtor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Analytics').check();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(`Realtor in ${brokerage} saved`)).toBeVisible();
  await expect(realtorRow.getByText('Changed here')).toBeVisible();

  // The realtor's very next page load has it.
  await realtor.page.goto('/analytics');
  await expect(realtor.page).toHaveURL(/\/analytics/);
  await expect(realtor.page.getByRole('heading', { level: 1 })).toBeVisible();
  await realtor.context.close();
  await founder.context.close();
});

test('a support agent sees the administration pages read-only', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  const agent = await newPerson(browser, baseURL!, 'support-agent');
  await signInAs('system_admin');
  await makeStaff(page.request, agent, 'support_agent');
  const support = agent.page;

  await support.goto('/admin');
  await expectPage(support, '/admin', 'Admin');
  await expect(
    support.getByText('Your platform role reads these pages; only system admins change them.'),
  ).toBeVisible();
  await expect(support.getByRole('link', { name: 'Invite platform staff' })).toHaveCount(0);
  await expectAccessible(support);

  await support.getByRole('link', { name: 'Organizations' }).click();
  await expectPage(support, '/admin/organizations', 'Organizations');
  await expect(support.getByRole('row', { name: /Harborview Realty/ })).toBeVisible();
  await expect(support.getByRole('form', { name: 'Create an organization' })).toHaveCount(0);
  await expect(support.getByRole('button', { name: /^Suspend / })).toHaveCount(0);

  await support.goto('/admin/roles');
  await expectPage(support, '/admin/roles', 'Roles');
  await support.getByLabel('Organization').selectOption({ label: 'Harborview Realty' });
  await expect(support.getByRole('row', { name: /^Realtor/ })).toBeVisible();
  await expect(support.getByRole('button', { name: /^Change / })).toHaveCount(0);

  await support.goto('/admin/invitations');
  await expect(support).toHaveURL(/\/dashboard/);
  await agent.context.close();
});
