/// <reference lib="dom" />
import { test as base, expect } from '@playwright/test';
import type { Cookie, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO_PASSWORD, demoEmail } from './support/demo';

const COOKIE_NOTICE_KEY = 'threshold.cookie-notice.seen';

interface Fixtures {
  /** When true (default), the cookie notice was dismissed earlier, so it does not cover the page. */
  cookieNoticeSeen: boolean;
  /** Signs the page's browser context in as a demo account (`broker`, `buyer`, … or a full e-mail). */
  signInAs: (account: string, password?: string) => Promise<void>;
  /** Runs axe on the page as it is now. */
  checkA11y: () => Promise<void>;
}

/**
 * Signed-in cookies per account, kept for this worker's later tests: a sign-in hashes the password on
 * the server, and the suite signs in well over a hundred times. A kept session is used only while the
 * server still accepts it (a test may have signed it out); otherwise the account signs in again.
 */
const sessions = new Map<string, Cookie[]>();
const sessionKey = (email: string, password: string) => `${email}\n${password}`;

async function reuseSession(page: Page, email: string, password: string): Promise<boolean> {
  const cookies = sessions.get(sessionKey(email, password));
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  const me = await page.request.get('/api/me');
  if (me.ok() && (await me.json()).user?.email === email) return true;
  sessions.delete(sessionKey(email, password));
  await page.context().clearCookies();
  return false;
}

export const test = base.extend<Fixtures>({
  cookieNoticeSeen: [true, { option: true }],
  page: async ({ page, cookieNoticeSeen }, use) => {
    if (cookieNoticeSeen) {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), COOKIE_NOTICE_KEY);
    }
    await use(page);
  },
  signInAs: async ({ page, baseURL }, use) => {
    await use(async (account, password = DEMO_PASSWORD) => {
      const email = account.includes('@') ? account : demoEmail(account);
      if (await reuseSession(page, email, password)) return;
      // The API sign-in shares the browser context's cookie jar; Origin is what a browser sends.
      const response = await page.request.post('/api/auth/sign-in/email', {
        data: { email, password },
        headers: { Origin: new URL(baseURL!).origin },
      });
      expect(response.status(), `sign-in of ${email}`).toBe(200);
      sessions.set(sessionKey(email, password), await page.context().cookies());
    });
  },
  checkA11y: async ({ page }, use) => {
    await use(() => expectAccessible(page));
  },
});

export { expect };

/** Waits for the signed-in shell to show the given page heading. */
export async function expectPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
