import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Answers the page's /api/me requests with the signed-in user's real answer, rewritten by `rewrite`.
 * The answer is read once up front: fetching it inside the route handler raced with the page's own
 * requests ("Response has been disposed").
 */
export async function rewriteMe(page: Page, rewrite: (me: any) => unknown): Promise<void> {
  const response = await page.request.get('/api/me');
  expect(response.status()).toBe(200);
  const patched = rewrite(await response.json());
  await page.route('**/api/me', (route) => route.fulfill({ json: patched }));
}
