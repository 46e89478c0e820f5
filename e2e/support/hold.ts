import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Holds matching requests until the test releases them, so a transient state ("Verifying",
 * "Sending...") can be asserted without racing the network.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  const held: (() => void)[] = [];
  await page.route(url, async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    // After stop() the route may already have fallen through; that is fine.
    await route.continue().catch(() => undefined);
  });
  return {
    /** Waits until a request is held, then lets it through. */
    async releaseNext(): Promise<void> {
      await expect
        .poll(() => held.length, { message: `a held request to ${String(url)}` })
        .toBeGreaterThan(0);
      held.shift()!();
    },
    async stop(): Promise<void> {
      for (const release of held.splice(0)) release();
      await page.unroute(url);
    },
  };
}
