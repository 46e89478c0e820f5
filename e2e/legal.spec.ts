import { expect, test } from './fixtures';
import { uniqueEmail } from './support/demo';
import { waitForMailLink } from './support/mailbox';

test('/cookies opens the cookie policy dialog on a page with header and footer', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/cookies');
  const dialog = page.getByRole('dialog', { name: 'Cookie Policy' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Last updated April 17, 2025');
  for (const category of ['Strictly necessary', 'Performance and analytics', 'Functionality', 'Security']) {
    await expect(dialog.getByText(category, { exact: true })).toBeVisible();
  }
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Legal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Read the cookie policy' }).click();
  await expect(dialog).toBeVisible();
});

test('a visitor can opt out on /do-not-sell, and the choice survives a reload', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/do-not-sell');
  const optOut = page.getByRole('switch', { name: 'Do not sell or share my personal information' });
  await expect(optOut).toHaveAttribute('aria-checked', 'false');
  await optOut.click();
  await expect(optOut).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Do not sell or share my personal information' }),
  ).toHaveAttribute('aria-checked', 'true');
  await checkA11y();
});

test('privacy and terms pages are readable', async ({ page, checkA11y }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await checkA11y();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await checkA11y();
});

test('the dev mailbox lists e-mails outside production', async ({ page, baseURL, checkA11y }) => {
  // A verification e-mail carries a long unbroken link: its body must wrap, not become a scroll region.
  const email = uniqueEmail('mailbox');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      email,
      password: 'mailbox-pass-1',
      name: 'Mailbox Reader',
      first_name: 'Mailbox',
      last_name: 'Reader',
    },
  });
  expect(signUp.ok()).toBe(true);
  await waitForMailLink(page.request, email, /verify/i);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`To ${email}`)).toBeVisible();
  await checkA11y();
});

test('an unknown offer link says the listing no longer takes offers', async ({ page, checkA11y }) => {
  await page.goto('/offer/abc123');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This listing is no longer accepting offers' }),
  ).toBeVisible();
  await checkA11y();
});
