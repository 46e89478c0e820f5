import { expect, test } from './fixtures';
import { uniqueEmail } from './support/demo';
import { pathOf, waitForMailLink } from './support/mailbox';
import { acceptTermsOnScreen } from './support/terms';

test('the reset request page has its field, button and link', async ({ page, checkA11y }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/request-password-reset');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Instructions' })).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL('/login');
});

test('the e-mail is required and must be an e-mail', async ({ page }) => {
  await page.goto('/request-password-reset');
  await page.getByLabel('Email').fill('not an email');
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
});

test('a successful request shows the success text', async ({ page }) => {
  await page.goto('/request-password-reset');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Password reset instructions have been sent to your email.')).toBeVisible();
});

test('a failure shows the service message, else the generic text', async ({ page }) => {
  let answer = {
    status: 429,
    body: JSON.stringify({ message: 'Too many requests. Please try again later.' }),
  };
  // Each request is held until the test has seen the busy state.
  const held: (() => void)[] = [];
  const release = async () => {
    await expect.poll(() => held.length).toBe(1);
    held.shift()!();
  };
  await page.route('**/api/auth/request-password-reset', async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
  });
  await page.goto('/request-password-reset');
  await page.getByLabel('Email').fill('someone@example.test');
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await release();
  await expect(page.getByRole('alert')).toHaveText('Too many requests. Please try again later.');

  answer = { status: 500, body: '' };
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await release();
  await expect(page.getByRole('alert')).toHaveText('Failed to send reset instructions.');
});

test('the e-mailed link sets a new password', async ({ page, signInAs, request, baseURL }) => {
  // A fresh account keeps the demo passwords intact for other tests.
  const email = uniqueEmail('reset');
  const origin = new URL(baseURL!).origin;
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { Origin: origin },
    data: {
      email,
      password: 'first-password-1',
      name: 'Reset Tester',
      first_name: 'Reset',
      last_name: 'Tester',
      callbackURL: '/verify-email',
    },
  });
  expect(signUp.ok()).toBe(true);
  const verifyLink = await waitForMailLink(request, email, /verify/i);
  expect(
    (await request.get(`/api/auth/verify-email?token=${new URL(verifyLink).searchParams.get('token')}`)).ok(),
  ).toBe(true);

  await page.goto('/request-password-reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Password reset instructions have been sent to your email.')).toBeVisible();

  const resetLink = await waitForMailLink(request, email, /reset/i);
  await page.goto(pathOf(resetLink));
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await signInAs(email, 'second-password-2');
  await page.goto('/dashboard');
  await acceptTermsOnScreen(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Reset Tester' })).toBeVisible();
});

test('an invalid reset link is refused', async ({ page, checkA11y }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('another-password-3');
  await page.getByLabel('Confirm new password').fill('another-password-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has already been used.');
  await checkA11y();
});
