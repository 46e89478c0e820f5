import { expect, expectPage, test } from './fixtures';

test('a brokerage admin edits the brokerage settings, and they are kept', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('brokerage_admin');
  await page.goto('/brokerage');
  await expectPage(page, '/brokerage', 'Brokerage');
  await expect(page.getByLabel('Brokerage licence number')).toHaveValue('ME-BRK-10422');
  await checkA11y();
  await page.getByLabel('Closing-cost estimate (%)').fill('7.5');
  await page.getByLabel('Time zone').fill('Mars/Base');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Choose a time zone such as America/New_York')).toBeVisible();
  await page.getByLabel('Time zone').fill('America/Chicago');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Brokerage settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Closing-cost estimate (%)')).toHaveValue('7.5');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
});

test('a system admin finds users across organizations and sees every organization', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('system_admin');
  await page.goto('/admin/users');
  await expectPage(page, '/admin/users', 'Users');
  await page.getByLabel('Search users').fill('lakeside.demo');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table).toContainText('realtor@lakeside.demo.test');
  await expect(table).not.toContainText('realtor@demo.test');
  await checkA11y();
  await page.goto('/admin/organizations');
  await expectPage(page, '/admin/organizations', 'Organizations');
  await expect(page.getByRole('row', { name: /Lakeside Homes/ })).toBeVisible();
  await checkA11y();
});
