import { expect, expectPage, test } from './fixtures';
import { uniqueEmail } from './support/demo';
import { holdRequests } from './support/hold';
import { pathOf, waitForMailLink } from './support/mailbox';
import { acceptTermsOnScreen } from './support/terms';

const PASSWORD = 'correct-horse-battery';

test('sign up, verify through the e-mail link, sign in, accept the terms and create a brokerage', async ({
  page,
  checkA11y,
}) => {
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

  // AcceptTerms stands in for the first page until the box is ticked and the terms accepted.
  await expect(page.getByRole('heading', { level: 1, name: 'Review and accept our terms' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Tick the box to accept the terms.')).toBeVisible();
  await acceptTermsOnScreen(page);
  await expectPage(page, '/dashboard', 'Welcome, Grace Hopper');
  await expect(page.getByTestId('header-avatar').getByTestId('avatar-fallback')).toHaveText('GH');
  await page.goto('/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // Onboarding: someone in no brokerage creates theirs and becomes its managing broker.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Create your brokerage' }).click();
  await expectPage(page, '/onboarding', 'Set up Threshold');
  await checkA11y();
  await page.getByLabel('Time zone').fill('Mars/Olympus');
  await page.getByRole('button', { name: 'Create brokerage' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page.getByText('Choose a time zone such as America/New_York')).toBeVisible();
  await page.getByLabel('Brokerage name').fill('Hopper Homes');
  await page.getByLabel('City').fill('Arlington');
  await page.getByLabel('Time zone').fill('America/New_York');
  await page.getByRole('button', { name: 'Create brokerage' }).click();
  await expectPage(page, '/dashboard', 'Welcome, Grace Hopper');
  await expect(page.getByText('Hopper Homes is ready. Invite your agents from the Team page.')).toBeVisible();
  await expect(page.getByTestId('dashboard-widgets-broker')).toBeVisible();
  await page.goto('/brokerage');
  await expect(page.getByLabel('Brokerage name')).toHaveValue('Hopper Homes');
  await expect(page.getByLabel('City')).toHaveValue('Arlington');
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
