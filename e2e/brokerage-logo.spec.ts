import type { Browser } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectPage, test } from './fixtures';
import { uniqueEmail } from './support/demo';
import { waitForMailLink } from './support/mailbox';
import { acceptTermsThroughApi } from './support/terms';

const PASSWORD = 'correct-horse-battery';

const logoPng = (colour: string) =>
  sharp({ create: { width: 900, height: 300, channels: 4, background: colour } })
    .png()
    .toBuffer();

/** A fresh verified person in no brokerage who accepted the terms, signed in in their own context. */
async function newSignUp(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const headers = { Origin: new URL(baseURL).origin };
  const email = uniqueEmail('logo');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  const link = new URL(await waitForMailLink(page.request, email, /verify/i));
  const token = encodeURIComponent(link.searchParams.get('token')!);
  await page.request.get(`/api/auth/verify-email?token=${token}`, { headers, maxRedirects: 0 });
  await acceptTermsThroughApi(page.request, headers.Origin, { email, password: PASSWORD });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(signIn.status()).toBe(200);
  return { page, context };
}

test('the broker uploads a logo on /brokerage, it shows in the header, and removes it', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('managing_broker');
  await page.goto('/brokerage');
  const section = page.getByRole('region', { name: 'Logo', exact: true });
  await expect(section.getByText('No logo yet')).toBeVisible();
  await expect(page.getByTestId('header-organization-name')).toHaveText('Harborview Realty');

  // A file that is not an image is refused before it is sent, with a readable reason.
  await page.getByLabel('Logo image').setInputFiles({
    name: 'notes.png',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(section.getByText('notes.png is not a PNG, JPEG or WebP image.')).toBeVisible();

  await page.getByLabel('Logo image').setInputFiles({
    name: 'harborview.png',
    mimeType: 'image/png',
    buffer: await logoPng('#1d4ed8'),
  });
  await expect(page.getByText('The logo is saved.')).toBeVisible();
  const headerLogo = page.getByTestId('header-organization-logo');
  await expect(headerLogo).toHaveAttribute('alt', 'Harborview Realty');
  await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  await expect(section.getByRole('img', { name: 'Current logo of Harborview Realty' })).toBeVisible();
  await checkA11y();

  // Everyone in the brokerage sees it after a reload; it stays until removed.
  await page.reload();
  await expect(page.getByTestId('header-organization-logo')).toBeVisible();
  await section.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('The logo is removed.')).toBeVisible();
  await expect(page.getByTestId('header-organization-name')).toHaveText('Harborview Realty');
  await expect(section.getByText('No logo yet')).toBeVisible();
});

test('a new sign-up onboarding a brokerage adds its logo', async ({ browser, baseURL }) => {
  const { page, context } = await newSignUp(browser, baseURL!);
  await page.goto('/onboarding');
  await expectPage(page, '/onboarding', 'Set up Threshold');
  await page.getByLabel('Brokerage name').fill('Lovelace Estates');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Time zone').fill('Europe/London');
  await page.getByLabel('Logo image').setInputFiles({
    name: 'lovelace.webp',
    mimeType: 'image/webp',
    buffer: await sharp({ create: { width: 300, height: 120, channels: 3, background: '#7c3aed' } })
      .webp()
      .toBuffer(),
  });
  await expect(page.getByTestId('onboarding-logo-name')).toContainText('lovelace.webp will be your logo.');
  await page.getByRole('button', { name: 'Create brokerage' }).click();
  await expectPage(page, '/dashboard', 'Welcome, Ada Lovelace');
  const headerLogo = page.getByTestId('header-organization-logo');
  await expect(headerLogo).toHaveAttribute('alt', 'Lovelace Estates');
  await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await context.close();
});
