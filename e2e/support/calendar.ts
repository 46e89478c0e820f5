import type { Page } from '@playwright/test';

/**
 * Clicks the first hour slot of the shown week that nothing covers, trying the given hours in turn.
 * Seeded contact tasks fall due at the time of day the server was seeded, so any fixed hour is
 * covered on some runs.
 */
export async function clickFreeHourSlot(page: Page, hours = [10, 9, 11, 8, 12, 7, 13]): Promise<void> {
  // The grid and then the week's items must be drawn before a slot can be judged free.
  await page.getByRole('button', { name: /at \d\d:00$/ }).first().waitFor();
  await page.waitForLoadState('networkidle');
  for (const hour of hours) {
    const name = new RegExp(`at ${String(hour).padStart(2, '0')}:00$`);
    for (const slot of await page.getByRole('button', { name }).all()) {
      const free = await slot.click({ trial: true, timeout: 1_000 }).then(
        () => true,
        () => false,
      );
      if (free) return slot.click();
    }
  }
  throw new Error('every tried hour slot of the week is covered');
}
