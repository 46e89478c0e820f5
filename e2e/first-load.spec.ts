import { expect, expectPage, test } from './fixtures';

/** ADR 0185: what a first load does off the main thread. */

test('a signed-in page loads ICU data on a worker; the sign-in page starts none', async ({
  page,
  signInAs,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(workers).toEqual([]);

  await signInAs('broker');
  await page.goto('/dashboard');
  await expectPage(page, '/dashboard', /^Welcome, /);
  await expect
    .poll(() => workers)
    .toEqual([expect.stringMatching(/^\/assets\/icu-warm-up-worker-[\w-]+\.js$/)]);
});

test('the chunks of the first page carry the eager compile hint on their first line', async ({ page }) => {
  const firstLines = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    firstLines.set(name, (await response.text()).split('\n', 1)[0] ?? '');
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const chunk of ['index', 'react-vendor', 'ui-core']) {
    expect(firstLines.get(chunk), chunk).toBe('//# allFunctionsCalledOnLoad');
  }
  // A page's own chunk keeps V8's lazy compilation (and must have been seen for this to mean anything).
  expect(firstLines.get('login-page')).toMatch(/^(?!\/\/# allFunctionsCalledOnLoad)/);
});
