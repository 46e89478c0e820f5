import type { Page } from '@playwright/test';
import { expect, expectPage, test } from './fixtures';

/** What the API says for the signed-in user: the figures the page must show. */
async function apiJson(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.json();
}

/** Widgets below the first screen load once the user scrolls (ADR 0182): scroll, then wait for all. */
async function widgetsLoaded(page: Page) {
  await page.mouse.wheel(0, 200);
  await expect(page.getByTestId('widget-skeleton')).toHaveCount(0);
}

test('a realtor lands on /dashboard with their deals by stage and deadlines', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('realtor');
  const counts = await apiJson(page, '/api/transactions/counts');
  const deadlines = await apiJson(page, '/api/transactions/deadlines?window_days=7&limit=6&mine=true');
  await page.goto('/');
  await expectPage(page, '/dashboard', /^Welcome, /);
  await widgetsLoaded(page);
  for (const status of ['draft', 'active', 'under_contract']) {
    await expect(page.getByTestId(`stage-count-${status}`)).toHaveText(String(counts.counts[status]));
  }
  const deadlineWidget = page.getByTestId('widget-deadlines');
  if (deadlines.items.length > 0) {
    await expect(deadlineWidget.getByRole('link')).toHaveCount(deadlines.items.length + 1);
  } else {
    await expect(deadlineWidget).toContainText('Nothing overdue');
  }
  await expect(page.getByTestId('widget-follow-ups')).toBeVisible();
  const listings = await apiJson(page, '/api/listings/summary');
  if (listings.offers_awaiting > 0) {
    await expect(page.getByTestId('offers-awaiting-count')).toHaveText(String(listings.offers_awaiting));
  } else {
    await expect(page.getByTestId('widget-offers-awaiting')).toContainText('No offer is waiting');
  }
  await expect(page.getByTestId('widget-unread-messages')).toBeVisible();
  await checkA11y();
  await page.getByTestId('stage-count-active').click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/transactions' && url.search.includes('status=active'),
  );
});

test('a broker lands on /dashboard with a way to the broker dashboard', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('broker');
  const counts = await apiJson(page, '/api/transactions/counts');
  await page.goto('/dashboard');
  await expectPage(page, '/dashboard', /^Welcome, /);
  await widgetsLoaded(page);
  await expect(page.getByTestId('stage-count-under_contract')).toHaveText(
    String(counts.counts.under_contract),
  );
  await checkA11y();
  await page.getByRole('link', { name: 'Open the broker dashboard' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/broker-dashboard');
});

test('a transaction coordinator sees assigned deals with checklist completion', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('transaction_coordinator');
  const deals = await apiJson(page, '/api/dashboard/my-deals?limit=6');
  await page.goto('/dashboard');
  await expectPage(page, '/dashboard', /^Welcome, /);
  await widgetsLoaded(page);
  const widget = page.getByTestId('widget-my-deals-checklist');
  expect(deals.items.length, 'the demo coordinator is assigned deals').toBeGreaterThan(0);
  for (const deal of deals.items) {
    await expect(widget.getByRole('link', { name: deal.title })).toHaveAttribute(
      'href',
      `/transactions/${deal.id}`,
    );
  }
  await expect(widget).toContainText(`${deals.items[0].checklist.to_submit} to submit`);
  await expect(page.getByTestId('widget-approvals-mine')).toBeVisible();
  await checkA11y();
});

test('a buyer on /dashboard sees the client dashboard: their deal, its progress and their agent', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('buyer');
  const deals = await apiJson(page, '/api/dashboard/my-deals?limit=6');
  await page.goto('/dashboard');
  await expectPage(page, '/dashboard', /^Welcome, /);
  await widgetsLoaded(page);
  expect(deals.items.length, 'the demo buyer takes part in a deal').toBeGreaterThan(0);
  await expect(page.getByTestId('client-deal')).toHaveCount(deals.items.length);
  const first = page.getByTestId('client-deal').first();
  await expect(first.getByRole('link', { name: deals.items[0].title })).toBeVisible();
  await expect(first.getByRole('link', { name: /^E-mail / })).toHaveAttribute(
    'href',
    `mailto:${deals.items[0].agent.email}`,
  );
  await expect(first.locator('[aria-current="step"]')).toHaveCount(
    deals.items[0].status === 'closed' ? 0 : 1,
  );
  await expect(page.getByRole('link', { name: 'Documents' }).last()).toBeVisible();
  await checkA11y();
});

test('a renter lands on the client dashboard with their lease, also at /client-dashboard', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('renter');
  const leases = await apiJson(page, '/api/rentals/leases?limit=6');
  await page.goto('/');
  await expectPage(page, '/dashboard', /^Welcome, /);
  await widgetsLoaded(page);
  await expect(page.getByTestId('widget-leases')).toBeVisible();
  await page.goto('/client-dashboard');
  await expectPage(page, '/client-dashboard', /^Welcome, /);
  await widgetsLoaded(page);
  const widget = page.getByTestId('widget-leases');
  expect(leases.items.length, 'the demo renter has a lease').toBeGreaterThan(0);
  await expect(widget.getByRole('link', { name: new RegExp(leases.items[0].unit.label) })).toHaveAttribute(
    'href',
    `/rental-dashboard/leases/${leases.items[0].id}`,
  );
  await checkA11y();
});
