import { expect, expectPage, test } from './fixtures';

const count = new Intl.NumberFormat('en-US');

test.describe('broker dashboard', () => {
  test('a broker sees the pipeline of the demo brokerage, without commission figures', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('broker');
    await page.goto('/broker-dashboard');
    await expectPage(page, '/broker-dashboard', 'Broker dashboard');
    const pipeline = page.getByRole('region', { name: 'Pipeline by stage' });
    const report = await (await page.request.get('/api/analytics/pipeline')).json();
    const active = report.rows.find((r: { status: string }) => r.status === 'active');
    expect(active.units).toBeGreaterThan(0);
    await expect(pipeline.getByRole('row', { name: /^Active/ })).toContainText(count.format(active.units));
    await expect(
      page.getByRole('region', { name: 'Agent leaderboard' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Closings this month' })).toContainText('closed');
    await expect(page.getByRole('img', { name: /^Closed volume by month/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gross commission income' })).toHaveCount(0);
    const listings = await (await page.request.get('/api/dashboard/broker/listings')).json();
    const activeListings = listings.by_status.find((s: { status: string }) => s.status === 'Active').units;
    await expect(page.getByRole('region', { name: 'Listings inventory' })).toContainText(
      `Active${count.format(activeListings)}`,
    );
    const queue = await (await page.request.get('/api/dashboard/broker/review-queue')).json();
    expect(queue.waiting).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Review queue' })).toContainText(
      `Waiting${count.format(queue.waiting)}`,
    );
    await expect(page.getByRole('region', { name: 'Offers activity' })).toBeVisible();
    const missed = await (await page.request.get('/api/compliance/missed-deadlines?limit=1')).json();
    expect(missed.total).toBeGreaterThan(0);
    const compliance = page.getByRole('region', { name: 'Compliance exceptions' });
    const missedLink = compliance.getByRole('link', { name: /Missed deadlines/ });
    await expect(missedLink).toContainText(count.format(missed.total));
    await expect(missedLink).toHaveAttribute('href', '/compliance#compliance-missed-deadlines');
    await checkA11y();
    await missedLink.click();
    await expect(page).toHaveURL(/\/compliance#compliance-missed-deadlines$/);
  });

  test('a managing broker also sees gross commission income', async ({ page, signInAs, checkA11y }) => {
    await signInAs('managing_broker');
    await page.goto('/broker-dashboard');
    const gci = page.getByRole('region', { name: 'Gross commission income' });
    const report = await (
      await page.request.get(
        `/api/analytics/production?group_by=agent&closing_from=${new Date().getFullYear()}-01-01`,
      )
    ).json();
    const money = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    await expect(gci).toContainText(`GCI${money.format(report.totals.gci_cents / 100)}`);
    await expect(gci).toContainText(
      `Company dollar${money.format(report.totals.company_dollar_cents / 100)}`,
    );
    await checkA11y();
  });
});
