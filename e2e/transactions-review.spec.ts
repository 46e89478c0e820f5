import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/a11y';
import { DEMO_PASSWORD } from './support/demo';

/** A second signed-in browser (the reviewer) next to the test's own page. */
async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(200);
  return context.newPage();
}

test('agent submits, broker returns with a note, agent resubmits, broker approves in the review queue', async ({
  page,
  signInAs,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow(); // two people taking turns in two browsers
  await signInAs('realtor');
  const created = await page.request.post('/api/transactions', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      type: 'sale',
      side: 'seller',
      address: { line1: `${Date.now() % 100000} Review Ct`, city: 'Bayside' },
    },
  });
  expect(created.status()).toBe(201);
  const deal = (await created.json()) as { id: string };
  const item = 'Exclusive listing agreement';

  // The agent submits the item with its document.
  await page.goto(`/transactions/${deal.id}?tab=checklist`);
  await page.getByRole('button', { name: `Submit ${item}` }).click();
  await page.getByRole('dialog').getByLabel('Document').fill('listing-agreement.pdf');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted for review')).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByText(item, { exact: true }) });
  await expect(row.getByText('Waiting for review')).toBeVisible();
  await checkA11y();

  // The broker returns it from the deal page, with a note.
  const broker = await signedInPage(browser, baseURL!, 'broker@demo.test');
  await broker.goto(`/transactions/${deal.id}?tab=checklist`);
  await broker.getByRole('button', { name: `Return ${item}` }).click();
  await broker.getByRole('dialog').getByRole('button', { name: 'Return' }).click();
  await expect(broker.getByText('Tell the agent what to fix')).toBeVisible();
  await broker.getByRole('dialog').getByLabel('What needs fixing').fill('Seller initials missing on page 3');
  await broker.getByRole('dialog').getByRole('button', { name: 'Return' }).click();
  await expect(broker.getByText('Returned to the agent')).toBeVisible();

  // The agent sees the note and submits again.
  await page.reload();
  await expect(row.getByText('Reviewer: Seller initials missing on page 3')).toBeVisible();
  await row.getByRole('button', { name: `Resubmit ${item}` }).click();
  await page.getByRole('dialog').getByLabel('What did you fix?').fill('Initialled every page');
  await page.getByRole('dialog').getByRole('button', { name: 'Resubmit' }).click();
  await expect(row.getByText('Submitted 2×')).toBeVisible();

  // The broker approves it in the review queue (this deal's items).
  await broker.reload();
  await broker.getByRole('link', { name: /Review this deal's 1 submitted item/ }).click();
  await expect(broker.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await expect(broker.getByText('Resubmitted (2×)')).toBeVisible();
  await expectAccessible(broker);
  await broker.getByRole('button', { name: new RegExp(`^Approve ${item}`) }).click();
  await broker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(broker.getByText('Approved', { exact: true })).toBeVisible();
  await expect(broker.getByRole('heading', { name: 'Nothing waiting for review' })).toBeVisible();
  await broker.context().close();

  await page.reload();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
});
