import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A new account's first page is AcceptTerms (ADR 0143): tick the box and accept, as a person would. */
export async function acceptTermsOnScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Review and accept our terms' })).toBeVisible();
  await page.getByLabel('I have read and agree to the Terms of Service and the Privacy Policy').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review and accept our terms' })).toBeHidden();
}

/** Accepts the terms in force for an account through the API (signing in and out), for tests about something else. */
export async function acceptTermsThroughApi(
  request: APIRequestContext,
  origin: string,
  account: { email: string; password: string },
): Promise<void> {
  const headers = { Origin: origin };
  const signIn = await request.post('/api/auth/sign-in/email', { data: account, headers });
  expect(signIn.status()).toBe(200);
  const { legal } = (await (await request.get('/api/me')).json()) as {
    legal: { terms_version: string; privacy_version: string };
  };
  const accepted = await request.post('/api/me/terms', {
    data: { terms_version: legal.terms_version, privacy_version: legal.privacy_version },
    headers,
  });
  expect(accepted.status()).toBe(200);
  // Leaves no session behind: tests count the account's sessions.
  expect((await request.post('/api/auth/sign-out', { headers })).status()).toBe(200);
}
