import { expect, test } from './fixtures';
import { holdRequests } from './support/hold';
import { rewriteMe } from './support/me';

test('an unknown user sees the "verifying status" text after the wait', async ({ page, checkA11y }) => {
  // While the session check is held, the page must say "Verifying".
  const session = await holdRequests(page, '**/api/auth/get-session**');
  await page.goto('/verify-email?email=someone%40example.test');
  await expect(page.getByRole('heading', { name: 'Verifying' })).toBeVisible();
  await session.stop();
  await expect(
    page.getByText(
      'Verifying status for someone@example.test... If this persists, please check your email or try resending.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  await checkA11y();
});

test('an error parameter without a user shows the error', async ({ page }) => {
  await page.goto('/verify-email?error=The%20link%20was%20mangled');
  await expect(page.getByRole('alert')).toHaveText('The link was mangled');
});

test('an invalid token shows an error', async ({ page, checkA11y }) => {
  await page.goto('/verify-email?token=bogus&email=someone%40example.test');
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await checkA11y();
});

test('a confirmed, signed-in user is told the e-mail is verified', async ({ page, signInAs }) => {
  await signInAs('realtor');
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expect(page.getByText('Your email has been successfully verified!')).toBeVisible();
});

test('an unconfirmed, signed-in user is asked to click the link', async ({ page, signInAs }) => {
  await signInAs('realtor');
  await rewriteMe(page, (me) => ({ ...me, user: { ...me.user, email_confirmed_at: null } }));
  await page.goto('/verify-email');
  await expect(
    page.getByText('Please check your email (realtor@demo.test) and click the verification link.'),
  ).toBeVisible();
});
