import { expect, test } from './fixtures';

test('a failing section shows the error fallback, and "Try again" recovers', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('broker');
  let fail = true;
  await page.route('**/api/auth/list-sessions', async (route) => {
    if (fail)
      await route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Sessions are unavailable' } },
      });
    else await route.continue();
  });
  await page.goto('/settings');

  const fallback = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText("We're sorry, but an error occurred in this component.");
  // The rest of the page still works.
  await expect(page.getByLabel('Current password')).toBeVisible();
  await checkA11y();

  await fallback.getByText('Error details').click();
  await expect(fallback.getByText(/Sessions are unavailable/)).toBeVisible();

  fail = false;
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('sessions-list')).toBeVisible();
  await expect(page.getByTestId('sessions-list')).toContainText('This device');
  await expect(fallback).toBeHidden();
});
