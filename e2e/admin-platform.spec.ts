import type { Page } from '@playwright/test';
import { expect, expectPage, test } from './fixtures';

// Lakeside Homes, not Harborview: parallel specs use Harborview's areas, and a switched-off area would
// break them for a moment. Nothing else uses Lakeside's rentals, and every change is undone at the end.
const ORG = 'Lakeside Homes';
const BROKER = 'broker@lakeside.demo.test';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const rentalsCard = (page: Page) => page.getByRole('region', { name: 'Rentals' });

test('a system admin switches Rentals off for one organization and its broker no longer sees it', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs(BROKER);
  await page.goto('/dashboard');
  await expect(mainNav(page).getByRole('link', { name: 'Rentals' })).toBeVisible();

  await signInAs('system_admin');
  await page.goto('/admin/features');
  await expectPage(page, '/admin/features', 'Features');
  await checkA11y();
  const card = rentalsCard(page);
  await card.getByLabel('Organization', { exact: true }).selectOption({ label: ORG });
  await card.getByLabel('State', { exact: true }).selectOption('off');
  await card.getByRole('button', { name: 'Set for organization' }).click();
  await expect(card.getByRole('row', { name: new RegExp(ORG) })).toContainText('Off');
  try {
    await signInAs(BROKER);
    await page.goto('/dashboard');
    await expect(mainNav(page).getByRole('link', { name: 'Transactions' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Rentals' })).toHaveCount(0);
    const api = await page.request.get('/api/rentals/maintenance');
    expect(api.status()).toBe(404);
  } finally {
    await signInAs('system_admin');
    await page.goto('/admin/features');
    await rentalsCard(page)
      .getByRole('button', { name: `Follow the platform (${ORG})` })
      .click();
    await expect(rentalsCard(page).getByRole('row', { name: new RegExp(ORG) })).toHaveCount(0);
  }
  await signInAs(BROKER);
  expect((await page.request.get('/api/rentals/maintenance')).status()).toBe(200);
});

test('a system admin posts an announcement that a broker sees and dismisses', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  const title = `Planned maintenance ${Date.now()}`;
  await signInAs('system_admin');
  await page.goto('/admin/notifications');
  await expectPage(page, '/admin/notifications', 'Announcements');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('Documents are read-only on Sunday from 06:00 to 07:00.');
  await page.getByLabel('Severity').selectOption('warning');
  await page.getByLabel('Audience').selectOption('organizations');
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await expect(page.getByText('Choose at least one organization')).toBeVisible();
  await page.getByRole('checkbox', { name: ORG }).check();
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await expect(page.getByText('Announcement posted')).toBeVisible();
  const posted = page.getByRole('listitem').filter({ hasText: title });
  await expect(posted).toContainText(ORG);
  await checkA11y();

  try {
    await signInAs(BROKER);
    await page.goto('/dashboard');
    const banners = page.getByRole('region', { name: 'Announcements' });
    await expect(banners.getByText(title)).toBeVisible();
    await checkA11y();
    await banners.getByRole('button', { name: `Dismiss “${title}”` }).click();
    await expect(page.getByText(title)).toHaveCount(0);
    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: 'Transactions' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  } finally {
    await signInAs('system_admin');
    await page.goto('/admin/notifications');
    await page.getByRole('button', { name: `Withdraw ${title}` }).click();
    await expect(page.getByText(title)).toHaveCount(0);
  }
});

test('a system admin reads the platform analytics as a chart or a table', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('system_admin');
  await page.goto('/admin/analytics');
  await expectPage(page, '/admin/analytics', 'Platform analytics');
  const deals = page.getByRole('table', { name: 'Deals per organization' });
  await expect(deals.getByRole('row', { name: /Harborview Realty/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Sign-ups per week/ })).toBeVisible();
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('table', { name: 'Sign-ups per week' }).getByRole('row')).toHaveCount(13);
  await checkA11y();
});
