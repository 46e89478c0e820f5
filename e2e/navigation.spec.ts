/// <reference lib="dom" />
import { expect, test } from './fixtures';

const BROKER_LIST = [
  'Transactions',
  'CRM',
  'Real Estate',
  'Rentals',
  'Calendar',
  'Documents',
  'Templates',
  'Team',
];
const AGENT_LIST = BROKER_LIST.filter((item) => item !== 'Team');

const SIDE_NAV: [string, string[]][] = [
  ['broker', ['Dashboard', ...BROKER_LIST, 'Messages', 'Settings']],
  ['realtor', ['Dashboard', ...AGENT_LIST, 'Messages', 'Settings']],
  ['transaction_coordinator', ['Dashboard', ...AGENT_LIST, 'Messages', 'Settings']],
  ['buyer', ['Dashboard', 'Calendar', 'Documents', 'Messages', 'Settings']],
  ['system_admin', ['Dashboard', ...BROKER_LIST, 'Messages', 'Settings', 'Settings']],
  ['attorney', ['Dashboard', 'Messages', 'Settings']],
];

for (const [role, items] of SIDE_NAV) {
  test(`side navigation of ${role}`, async ({ page, signInAs, checkA11y }) => {
    await signInAs(role);
    await page.goto('/dashboard');
    const nav = page.getByTestId('side-nav');
    // A link may carry a count ("Messages2 unread") when other specs have just written to this account.
    await expect(nav.getByRole('link')).toHaveText(
      items.map((item) => new RegExp(`^${item}(\\d+ unread)?$`)),
    );
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await checkA11y();
  });
}

test('the system admin Settings item leads to /admin/roles', async ({ page, signInAs }) => {
  await signInAs('system_admin');
  await page.goto('/dashboard');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Settings' }).last().click();
  await expect(page).toHaveURL('/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Settings' }).last()).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('Messages stays active on a conversation', async ({ page, signInAs }) => {
  await signInAs('realtor');
  await page.goto('/messages/conversation-7');
  await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Messages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [role, items] of [
    ['broker', ['Home', 'Deals', 'CRM', 'Messages', 'Settings']],
    ['buyer', ['Home', 'Calendar', 'Documents', 'Messages', 'Settings']],
    ['attorney', ['Home', 'Messages', 'Settings']],
  ] as const) {
    test(`the bottom bar of ${role} has at most five items`, async ({ page, signInAs, checkA11y }) => {
      await signInAs(role);
      await page.goto('/dashboard');
      const bar = page.getByTestId('bottom-nav');
      await expect(bar).toBeVisible();
      // Each link reads as its label, with an unread badge ("2" … "2 unread") when other tests sent messages.
      await expect(bar.getByRole('link')).toHaveText(
        items.map((label) => new RegExp(`^(\\d+|99\\+)?${label}(\\d+ unread)?$`)),
      );
      expect(await bar.getByRole('link').count()).toBeLessThanOrEqual(5);
      await expect(page.getByTestId('side-nav')).toBeHidden();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(375);
      await checkA11y();
    });
  }

  test('the bottom bar navigates', async ({ page, signInAs }) => {
    await signInAs('broker');
    await page.goto('/dashboard');
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Deals' }).click();
    await expect(page).toHaveURL('/transactions');
    await expect(page.getByTestId('bottom-nav').getByRole('link', { name: 'Deals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
