import { expect, expectPage, test } from './fixtures';
import { uniqueEmail } from './support/demo';
import { holdRequests } from './support/hold';
import { pathOf, waitForMailLink } from './support/mailbox';

const PASSWORD = 'correct-horse-battery';

test('sign up, verify through the e-mail link, then sign in', async ({ page, checkA11y }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await checkA11y();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await checkA11y();

  // Signing in before verifying is refused with a way to resend the link.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Please verify your email address');
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();

  const link = await waitForMailLink(page.request, email, /verify/i);
  expect(link).toContain('/verify-email?token=');
  const verification = await holdRequests(page, '**/api/auth/verify-email?**');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Verifying' })).toBeVisible();
  await verification.releaseNext();
  await verification.stop();
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expect(page.getByText('Your email has been successfully verified!')).toBeVisible();
  await expect(page.getByText('You can close this tab and log in.')).toBeVisible();
  await checkA11y();

  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPage(page, '/dashboard', 'Welcome, Grace Hopper');
  await expect(page.getByTestId('header-avatar').getByTestId('avatar-fallback')).toHaveText('GH');
  await page.goto('/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('sign-up shows field errors from the form and the server', async ({ page, checkA11y }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await checkA11y();

  await page.getByLabel('First name').fill('Daniel');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill('broker@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // An existing address must not reveal itself; either way no second account is created.
  await expect(
    page
      .getByText('An account with this email already exists.')
      .or(page.getByRole('heading', { name: 'Check your email' })),
  ).toBeVisible();
});
