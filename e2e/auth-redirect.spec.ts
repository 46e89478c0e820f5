import { expect, expectPage, test } from './fixtures';
import { DEMO_PASSWORD } from './support/demo';

test('a visitor is sent to /login with returnTo and comes back after signing in', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/transactions?status=open');
  await expect(page).toHaveURL('/login?returnTo=%2Ftransactions%3Fstatus%3Dopen');
  await expect(page.getByRole('heading', { name: 'Sign in to Threshold' })).toBeVisible();
  await checkA11y();

  await page.getByLabel('Email').fill('realtor@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL('/transactions?status=open');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await checkA11y();
});

test('a wrong password shows the error on the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('realtor@demo.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL('/login');
});

test('the sign-in form checks its fields before calling the server', async ({ page, checkA11y }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await checkA11y();
});

test('a visitor at / goes to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a signed-in user at / goes to /dashboard', async ({ page, signInAs, checkA11y }) => {
  await signInAs('broker');
  await page.goto('/');
  await expectPage(page, '/dashboard', 'Welcome, Daniel Reyes');
  await expect(page.getByTestId('dashboard-role')).toHaveText('Broker');
  await expect(page.getByTestId('dashboard-organization')).toHaveText('Harborview Realty');
  await checkA11y();
});

test('a signed-in user at /login continues to the dashboard', async ({ page, signInAs }) => {
  await signInAs('buyer');
  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');
});

test('signing out ends the session and returns to /login', async ({ page, signInAs }) => {
  await signInAs('broker');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnTo=%2Fdashboard');
});
