import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core as @axe-core/playwright pins it (its rule set is the one the suite was written against),
 * minified. The suite runs axe itself instead of through AxeBuilder: AxeBuilder evaluates the
 * unminified 1.5 MB source three times per check (once more in a blank page for `finishRun`), which
 * cost about 3.5 s a check on the 2-core CI machine against under 1 s injected once (docs/testing.md).
 */
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(requireFromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations fail a check; passes and inapplicable rules are not serialised back.
  resultTypes: ['violations'],
};

/** Puts axe in every frame that lacks it (axe.run reaches into frames through the copy in each). */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    await frame
      .evaluate(`typeof window.axe === 'undefined' && (0, eval)(${JSON.stringify(AXE_SOURCE)})`)
      // A frame that detached or navigated meanwhile has nothing left to check.
      .catch(() => undefined);
  }
}

/** axe must find no serious or critical violation (WCAG 2.1 A/AA rules) on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A transition caught halfway (a toast fading in, or one sliding behind the next) reads as low
  // contrast: let finite animations settle first (spinners and other endless ones are left running).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await injectAxe(page);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (o: RunOptions) => Promise<AxeResults> } }).axe.run(options),
    RUN_OPTIONS,
  );
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}
