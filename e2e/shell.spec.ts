import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rewriteMe } from './support/me';

/** Rewrites the profile and e-mail in /api/me answers, to show each avatar fallback. */
const patchMe = (page: Page, profile: Record<string, unknown>, email?: string) =>
  rewriteMe(page, (me) => ({
    ...me,
    user: { ...me.user, email: email ?? me.user.email },
    profile: { ...me.profile, ...profile },
  }));

test.describe('header avatar', () => {
  test('shows the profile image', async ({ page, signInAs, baseURL }) => {
    await signInAs('broker');
    await patchMe(page, { profile_image_url: `${baseURL}/favicon.svg` });
    await page.goto('/dashboard');
    const avatar = page.getByTestId('header-avatar');
    await expect(avatar.getByTestId('avatar-image')).toBeVisible();
    await expect(avatar).toHaveAttribute('href', '/profile');
  });

  test('falls back to initials', async ({ page, signInAs }) => {
    await signInAs('broker');
    await page.goto('/dashboard');
    await expect(page.getByTestId('header-avatar').getByTestId('avatar-fallback')).toHaveText('DR');
  });

  test('falls back to the first letter of the e-mail', async ({ page, signInAs }) => {
    await signInAs('broker');
    await patchMe(page, { first_name: null, last_name: null });
    await page.goto('/dashboard');
    await expect(page.getByTestId('header-avatar').getByTestId('avatar-fallback')).toHaveText('B');
  });

  test('falls back to a question mark', async ({ page, signInAs }) => {
    await signInAs('broker');
    await patchMe(page, { first_name: null, last_name: null }, '');
    await page.goto('/dashboard');
    await expect(page.getByTestId('header-avatar').getByTestId('avatar-fallback')).toHaveText('?');
  });

  test('a broken image falls back to initials', async ({ page, signInAs, baseURL }) => {
    await signInAs('broker');
    await patchMe(page, { profile_image_url: `${baseURL}/no-such-image.png` });
    await page.goto('/dashboard');
    await expect(page.getByTestId('header-avatar').getByTestId('avatar-fallback')).toHaveText('DR');
  });

  test('the avatar opens the profile', async ({ page, signInAs, checkA11y }) => {
    await signInAs('broker');
    await page.goto('/dashboard');
    await page.getByTestId('header-avatar').click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await checkA11y();
  });
});

test.describe('header bell', () => {
  test('opens its menu from the keyboard, loading it on first use, and closes back to the bell', async ({
    page,
    signInAs,
  }) => {
    await signInAs('realtor');
    await page.goto('/dashboard');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Reminder settings…' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('notification-bell')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Reminder settings…' })).toBeVisible();
  });
});

test.describe('footer links', () => {
  // /cookies opens on its policy dialog (spec §2), so its landmark is the dialog.
  const LINKS: [string, string, string][] = [
    ['Terms', '/terms', 'Terms of Service'],
    ['Privacy', '/privacy', 'Privacy Policy'],
    ['Cookies', '/cookies', 'Cookie Policy'],
    [
      'Do Not Sell or Share My Personal Information',
      '/do-not-sell',
      'Do Not Sell or Share My Personal Information',
    ],
  ];

  for (const [label, path, title] of LINKS) {
    test(`"${label}" opens ${path}`, async ({ page, signInAs, checkA11y }) => {
      await signInAs('realtor');
      await page.goto('/dashboard');
      const link = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: label, exact: true });
      // Scrolling to the footer loads the dashboard's lower widgets (ADR 0186), which moves the footer:
      // click once they have landed, or the click hits whatever slid under the pointer.
      await link.scrollIntoViewIfNeeded();
      await expect(page.getByTestId('widget-skeleton')).toHaveCount(0);
      await link.click();
      await expect(page).toHaveURL(path);
      const landmark =
        path === '/cookies'
          ? page.getByRole('dialog', { name: title })
          : page.getByRole('heading', { level: 1, name: title });
      await expect(landmark).toBeVisible();
      await checkA11y();
    });
  }

  test('visitors see the same footer', async ({ page }) => {
    await page.goto('/login');
    const footer = page.getByRole('navigation', { name: 'Legal' });
    await expect(footer.getByRole('link')).toHaveText([
      'Terms',
      'Privacy',
      'Cookies',
      'Do Not Sell or Share My Personal Information',
    ]);
  });
});

test.describe('cookie notice', () => {
  test.use({ cookieNoticeSeen: false });

  test('shows until OK, and stays dismissed across reloads', async ({ page, checkA11y }) => {
    await page.goto('/login');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await checkA11y();
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to Threshold' })).toBeVisible();
    await expect(notice).toBeHidden();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(notice).toBeHidden();
  });
});

test.describe('not found', () => {
  test('a visitor sees the not-found page', async ({ page, checkA11y }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await checkA11y();
  });

  test('a signed-in user sees it inside the shell', async ({ page, signInAs, checkA11y }) => {
    await signInAs('broker');
    await page.goto('/transactionz');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('side-nav')).toBeVisible();
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await checkA11y();
  });
});
