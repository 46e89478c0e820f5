import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

test.describe('deals list', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('broker');
  });

  test('filters go into the URL and survive a reload', async ({ page, checkA11y }) => {
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const table = page.getByRole('region', { name: 'Deals table' });
    await expect(table.getByRole('link').first()).toBeVisible();
    await checkA11y();

    await page.getByRole('button', { name: 'Status', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Under contract' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]status=under_contract(&|$)/);
    await page.getByLabel('Sort deals').selectOption('-price');
    await expect(page).toHaveURL(/sort=-price/);

    const statusCells = table.locator('tbody tr td:nth-child(2)');
    await expect(statusCells.first()).toHaveText('Under contract');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Status, 1 selected' })).toBeVisible();
    await expect(page.getByLabel('Sort deals')).toHaveValue('-price');
    await expect(statusCells.first()).toHaveText('Under contract');
    for (const text of await statusCells.allTextContents()) expect(text).toBe('Under contract');
  });

  test('search narrows the list and is kept in the URL', async ({ page }) => {
    await page.goto('/transactions');
    const table = page.getByRole('region', { name: 'Deals table' });
    const first = (await table.getByRole('link').first().textContent())!;
    await page.getByRole('searchbox', { name: 'Search deals' }).fill(first);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(first).replace(/%20/g, '\\+')}`));
    await expect(table.getByRole('link', { name: first }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search deals' }).fill('no-such-street-zzz');
    await expect(page.getByRole('heading', { name: 'No deals match' })).toBeVisible();
  });

  test('a saved view keeps the filters and opens them again', async ({ page, checkA11y }) => {
    await page.goto('/transactions?type=lease');
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('menuitem', { name: 'Save or manage views…' }).click();
    await page.getByLabel('Save the current view as').fill('Leases');
    await page.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText('View "Leases" saved')).toBeVisible();
    await checkA11y();
    await page.keyboard.press('Escape');

    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('menuitem', { name: 'Leases' }).click();
    await expect(page).toHaveURL(/\?type=lease$/);
    await expect(page.getByRole('button', { name: 'Type, 1 selected' })).toBeVisible();
  });

  test('the pipeline board by status, and CSV export of the filtered list', async ({ page, checkA11y }) => {
    await page.goto('/transactions?type=referral');
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    await expect(page).toHaveURL(/view=board/);
    const board = page.getByRole('region', { name: 'Pipeline board' });
    await expect(board.getByRole('heading', { name: /^Under contract/ })).toBeVisible();
    await expect(board.getByRole('link').first()).toBeVisible();
    await checkA11y();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^transactions-.*\.csv$/);
    const [header, ...rows] = readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\n');
    expect(header).toContain('Status,Type,Side');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(',referral,');
    await expect(page.getByText('Export ready')).toBeVisible();
  });

  test('deadlines across my deals, and links to the queues', async ({ page }) => {
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { name: 'Deadlines' })).toBeVisible();
    await expect(page.getByText(/overdue|due today|in \d+ days?/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Approvals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Approve / }).first()).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Review queue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  });
});
