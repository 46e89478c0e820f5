import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end suite in Debian's Chromium (no browser download). Run it with `npm run test:e2e`
 * (scripts/e2e.mjs starts a server on a free port with a fresh database and sets E2E_BASE_URL).
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One browser per core (at most 4): on a 2-core machine four browsers starve the server and time out.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : Math.min(4, os.availableParallelism()),
  // Generous, because CI shares its machine: the same suite that takes 5 minutes on a quiet
  // 2-core machine has taken 16 there. A passing test never waits for these limits.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/playwright',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // scripts/test.mjs reads the counts for its summary line from this file.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL,
    // The app drops its colour transitions for reduced motion, so axe never reads a button halfway
    // between its disabled and enabled colours.
    reducedMotion: 'reduce',
    // Traces keep DOM snapshots for a failed test, not a screencast: the screencast cost a sixth of the
    // suite's CPU (docs/testing.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
});
