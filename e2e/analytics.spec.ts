import { readFileSync } from 'node:fs';
import { expect, expectPage, test } from './fixtures';

test.describe('analytics', () => {
  test('a broker filters to a team, reads the table view and exports the CSV', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('broker');
    await page.goto('/analytics');
    await expectPage(page, '/analytics', 'Analytics');
    const production = page.getByRole('region', { name: 'Production' });
    await expect(production.getByRole('img', { name: /Closed volume by month/ })).toBeVisible();
    await checkA11y();

    await page.getByLabel('Team').selectOption({ label: 'Harbor North Team' });
    await expect(page).toHaveURL(/[?&]team=[0-9a-f-]{36}/);
    await production.getByLabel('Group by').selectOption('agent');
    await expect(page).toHaveURL(/group_by=agent/);

    await production.getByRole('button', { name: 'Table' }).click();
    const table = production.getByRole('table', { name: 'Production' });
    await expect(table.getByRole('columnheader', { name: 'Agent' })).toBeVisible();
    // A broker is not a financial role: no GCI column.
    await expect(table.getByRole('columnheader', { name: 'GCI' })).toHaveCount(0);
    const totals = table.locator('tfoot td');
    await expect(totals.first()).toHaveText('Total');
    const units = Number((await totals.nth(1).textContent())!.replace(/,/g, ''));
    expect(units).toBeGreaterThan(0);
    await checkA11y();

    const download = page.waitForEvent('download');
    await production.getByRole('button', { name: 'Export Production as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-production-.*\.csv$/);
    const lines = readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Agent,Units,Volume');
    expect(lines.at(-1)).toMatch(new RegExp(`^Total,${units},\\d+\\.\\d\\d$`));
    expect(lines.length).toBe((await table.locator('tbody tr').count()) + 2);

    await page.reload();
    await expect(page.getByLabel('Team')).toHaveValue(/[0-9a-f-]{36}/);
  });

  test('a broker reads pipeline conversion and lead sources and exports both as CSV', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('broker');
    await page.goto('/analytics');
    await expectPage(page, '/analytics', 'Analytics');
    const conversion = page.getByRole('region', { name: 'Pipeline conversion' });
    await expect(conversion.getByRole('img', { name: /of listed deals closed/ })).toBeVisible();
    await conversion.getByRole('button', { name: 'Table' }).click();
    const stages = conversion.getByRole('table', { name: 'Pipeline conversion by stage' });
    const api = await (await page.request.get('/api/analytics/conversion')).json();
    await expect(stages.getByRole('row', { name: /^Closed/ }).getByRole('cell').nth(1)).toHaveText(
      api.stages.closed.toLocaleString('en-US'),
    );
    const reasons = conversion.getByRole('table', { name: 'Fell-through deals by reason' });
    await expect(reasons.locator('tbody tr')).toHaveCount(api.fell_through.length);
    expect(api.fell_through.length, 'the demo has deals that fell through, with reasons').toBeGreaterThan(0);
    await checkA11y();

    const download = page.waitForEvent('download');
    await conversion.getByRole('button', { name: 'Export Pipeline conversion as CSV' }).click();
    const lines = readFileSync(await (await download).path(), 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Stage or reason,Deals,Rate,Cancelled,Withdrawn,Volume');
    expect(lines.length).toBe(6 + api.fell_through.length);

    const sources = page.getByRole('region', { name: 'Lead sources to closings' });
    await sources.getByRole('button', { name: 'Table' }).click();
    const table = sources.getByRole('table', { name: 'Lead sources to closings' });
    const totals = table.locator('tfoot td');
    await expect(totals.first()).toHaveText('Total');
    const contacts = Number((await totals.nth(1).textContent())!.replace(/,/g, ''));
    expect(contacts).toBeGreaterThan(0);
    await checkA11y();
    const sourcesDownload = page.waitForEvent('download');
    await sources.getByRole('button', { name: 'Export Lead sources to closings as CSV' }).click();
    const sourceLines = readFileSync(await (await sourcesDownload).path(), 'utf8').trim().split('\r\n');
    expect(sourceLines[0]).toBe('Lead source,Contacts,Clients on a deal,Deals,Closed deals,Closed volume');
    expect(sourceLines.at(-1)).toMatch(new RegExp(`^Total,${contacts},`));
  });
});
