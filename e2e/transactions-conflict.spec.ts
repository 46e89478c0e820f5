import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from './support/demo';
import { expect, test } from './fixtures';
import { runId } from './support/contacts';

/** Opens "Edit details" on the deal page and types a new MLS number (not saved yet). */
async function typeMls(page: Page, dealId: string, value: string) {
  await page.goto(`/transactions/${dealId}`);
  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit deal details' });
  await dialog.getByLabel('MLS number').fill(value);
  return dialog;
}

test('a stale edit of a deal field shows who changed it and keeps the typed text to re-apply (issue 19)', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  test.setTimeout(90_000);
  const origin = { Origin: new URL(baseURL!).origin };
  const id = runId();
  await signInAs('broker');
  const created = await page.request.post('/api/transactions', {
    headers: origin,
    data: { type: 'purchase', side: 'buyer', address: { line1: `${id} Conflict Way`, city: 'Bayside' } },
  });
  expect(created.status()).toBe(201);
  const deal = (await created.json()) as { id: string };

  // A second person, in their own browser context, opens the same deal.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  const signIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email: demoEmail('managing_broker'), password: DEMO_PASSWORD },
    headers: origin,
  });
  expect(signIn.status()).toBe(200);

  // Both open the edit form from the same version; the broker types first but saves second.
  const mine = await typeMls(page, deal.id, `MINE-${id}`);
  const theirs = await typeMls(other, deal.id, `THEIRS-${id}`);
  await theirs.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByText('Deal details saved')).toBeVisible();

  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine.getByText(/Margaret Whitfield changed this deal/)).toBeVisible();
  await expect(mine.getByTestId('conflict-theirs')).toHaveText(`THEIRS-${id}`);
  await expect(mine.getByTestId('conflict-yours')).toHaveText(`MINE-${id}`);
  await expect(mine.getByLabel('MLS number')).toHaveValue(`MINE-${id}`);

  await mine.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(page.getByText('Deal details saved')).toBeVisible();
  const after = await page.request.get(`/api/transactions/${deal.id}`);
  expect(((await after.json()) as { mls_number: string }).mls_number).toBe(`MINE-${id}`);
  await otherContext.close();
});
