import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './support/demo';
import { waitForMailLink } from './support/mailbox';
import { acceptTermsThroughApi } from './support/terms';

async function freshAccount(request: APIRequestContext, origin: string) {
  const email = uniqueEmail('profile');
  const password = 'profile-password-1';
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { Origin: origin },
    data: {
      email,
      password,
      name: 'Alan Turing',
      first_name: 'Alan',
      last_name: 'Turing',
      callbackURL: '/verify-email',
    },
  });
  expect(response.ok()).toBe(true);
  const link = await waitForMailLink(request, email, /verify/i);
  expect(
    (await request.get(`/api/auth/verify-email?token=${new URL(link).searchParams.get('token')}`)).ok(),
  ).toBe(true);
  await acceptTermsThroughApi(request, origin, { email, password });
  return { email, password };
}

test('edit name and photo; the header follows', async ({ page, signInAs, request, baseURL, checkA11y }) => {
  const account = await freshAccount(request, new URL(baseURL!).origin);
  await signInAs(account.email, account.password);
  await page.goto('/profile');
  await checkA11y();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByTestId('header-avatar').getByTestId('avatar-fallback')).toHaveText('AL');

  await page.getByLabel('Photo URL').fill('not a url');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Must be an http(s) URL')).toBeVisible();

  await page.getByLabel('Photo URL').fill(`${baseURL}/favicon.svg`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('header-avatar').getByTestId('avatar-image')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
});

test('change the password; a wrong current password is refused', async ({
  page,
  signInAs,
  request,
  baseURL,
}) => {
  const account = await freshAccount(request, new URL(baseURL!).origin);
  await signInAs(account.email, account.password);
  await page.goto('/settings');
  await page.getByLabel('Current password').fill('wrong-password-0');
  await page.getByLabel('New password', { exact: true }).fill('profile-password-2');
  await page.getByLabel('Confirm new password').fill('profile-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();
});

test('list sessions and end another one', async ({ page, signInAs, browser, baseURL, request }) => {
  const account = await freshAccount(request, new URL(baseURL!).origin);
  const other = await browser.newContext({ baseURL });
  const otherSignIn = await other.request.post('/api/auth/sign-in/email', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { email: account.email, password: account.password },
  });
  expect(otherSignIn.ok()).toBe(true);

  await signInAs(account.email, account.password);
  await page.goto('/settings');
  const list = page.getByTestId('sessions-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('This device');
  await list.getByRole('button', { name: 'Sign out' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/me')).status()).toBe(401);
  await other.close();
});

test('privacy: opt out of sale or sharing, and choose cookie categories', async ({
  page,
  signInAs,
  request,
  baseURL,
  checkA11y,
}) => {
  const account = await freshAccount(request, new URL(baseURL!).origin);
  await signInAs(account.email, account.password);
  await page.goto('/settings');
  const optOut = page.getByRole('switch', { name: 'Do not sell or share my personal information' });
  await expect(optOut).toHaveAttribute('aria-checked', 'false');
  await optOut.click();
  await expect(optOut).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(async () => (await (await page.request.get('/api/me')).json()).profile.ccpa_opt_out)
    .toBe(true);

  const analytics = page.getByRole('switch', { name: 'Performance and analytics' });
  await expect(page.getByRole('switch', { name: 'Strictly necessary' })).toBeDisabled();
  await analytics.click();
  await expect(analytics).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Performance and analytics' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await checkA11y();
});
