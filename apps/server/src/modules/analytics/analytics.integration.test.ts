import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { transactions } from '../transactions/transactions.schema';
import { listAll, sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let northTeam: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  northTeam = ctx.seed!.harborview.teams.get('Harbor North Team')!;
});
afterAll(() => ctx.close());

async function report(email: string, path: string) {
  const response = await ctx.request('GET', path, { cookie: await cookieFor(email) });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

const sum = (items: any[], pick: (i: any) => number | null | undefined) =>
  items.reduce((s, i) => s + (pick(i) ?? 0), 0);

describe('analytics reconcile with the deals list', () => {
  it.each([
    ['all closed deals', ''],
    [
      'one team, sales, a closing range',
      `team=${'TEAM'}&type=sale,purchase&closing_from=2020-01-01&closing_to=2030-12-31`,
    ],
  ])('production totals equal the sum over GET /api/transactions (%s)', async (_, rawFilters) => {
    const filters = rawFilters.replace('TEAM', northTeam);
    const cookie = await cookieFor('managing_broker@demo.test');
    const deals = await listAll(
      ctx,
      cookie,
      '/api/transactions',
      `limit=100&status=closed${filters ? `&${filters}` : ''}`,
    );
    expect(deals.length).toBeGreaterThan(0);
    for (const groupBy of ['agent', 'team', 'month', 'type']) {
      const json = await report(
        'managing_broker@demo.test',
        `/api/analytics/production?group_by=${groupBy}&${filters}`,
      );
      expect(json.totals).toEqual({
        units: deals.length,
        volume_cents: sum(deals, (d) => d.sale_price_cents),
        gci_cents: sum(deals, (d) => d.financials?.gross_commission_cents),
        company_dollar_cents: sum(deals, (d) => d.financials?.brokerage_net_cents),
      });
      expect(sum(json.rows, (r) => r.units)).toBe(deals.length);
    }
    expect(sum(deals, (d) => d.financials?.gross_commission_cents)).toBeGreaterThan(0);
  });

  it('pipeline counts per status equal the list per status', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const json = await report('broker@demo.test', `/api/analytics/pipeline?team=${northTeam}`);
    const deals = await listAll(ctx, cookie, '/api/transactions', `limit=100&team=${northTeam}`);
    for (const row of json.rows) {
      const mine = deals.filter((d) => d.status === row.status);
      expect(row.units, row.status).toBe(mine.length);
      expect(row.volume_cents, row.status).toBe(
        sum(mine, (d) => d.sale_price_cents ?? d.offer_price_cents ?? d.list_price_cents),
      );
    }
    expect(json.totals.units).toBe(deals.length);
  });

  it('year over year counts the closed deals of each month', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const year = new Date().getUTCFullYear();
    const json = await report('broker@demo.test', `/api/analytics/year-over-year?year=${year}`);
    const deals = await listAll(
      ctx,
      cookie,
      '/api/transactions',
      `limit=100&status=closed&closing_from=${year - 1}-01-01&closing_to=${year}-12-31`,
    );
    const inYear = (y: number) => deals.filter((d) => d.closing_date.startsWith(String(y))).length;
    expect(sum(json.rows, (r) => r.current.units)).toBe(inYear(year));
    expect(sum(json.rows, (r) => r.previous.units)).toBe(inYear(year - 1));
  });
});

describe('who sees what', () => {
  it.each([
    '/api/analytics/production',
    '/api/analytics/pipeline',
    '/api/analytics/days-to-close',
    '/api/analytics/year-over-year',
    '/api/analytics/production/export',
  ])('a realtor (no read:analytics) gets 403 from %s', async (path) => {
    const response = await ctx.request('GET', path, { cookie: await cookieFor('realtor@demo.test') });
    expect(response.status).toBe(403);
  });

  it('a broker without read:transaction_financials gets no GCI, in JSON or CSV', async () => {
    for (const path of ['/api/analytics/production?group_by=agent', '/api/analytics/year-over-year']) {
      const json = await report('broker@demo.test', path);
      expect(json.financials_visible).toBe(false);
      expect(JSON.stringify(json)).not.toContain('gci');
    }
    const csv = await ctx.request('GET', '/api/analytics/production/export?group_by=agent', {
      cookie: await cookieFor('broker@demo.test'),
    });
    expect(csv.text.split('\r\n')[0]).toBe('Agent,Units,Volume');
    const managing = await report('managing_broker@demo.test', '/api/analytics/production?group_by=agent');
    expect(managing.financials_visible).toBe(true);
    expect(managing.totals.gci_cents).toBeGreaterThan(0);
  });

  it('a Harborview broker never counts Lakeside deals, and the other way round', async () => {
    const count = async (org: string) =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(transactions)
          .where(eq(transactions.organizationId, org))
      )[0]!.n;
    const harborview = await report('broker@demo.test', '/api/analytics/pipeline');
    const lakeside = await report('broker@lakeside.demo.test', '/api/analytics/pipeline');
    expect(harborview.totals.units).toBe(await count(ctx.seed!.harborview.id));
    expect(lakeside.totals.units).toBe(await count(ctx.seed!.lakeside.id));
    expect(lakeside.totals.units).toBeGreaterThan(0);
    const lakesideUsers = new Set(ctx.seed!.lakeside.users.values());
    const byAgent = await report('broker@demo.test', '/api/analytics/production?group_by=agent');
    expect(byAgent.rows.some((r: any) => lakesideUsers.has(r.key))).toBe(false);
  });
});

describe('input and export', () => {
  it('answers 400 with field errors for bad filters', async () => {
    const response = await ctx.request(
      'GET',
      '/api/analytics/production?group_by=planet&closing_from=yesterday&team=nope',
      { cookie: await cookieFor('broker@demo.test') },
    );
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json.error.fields).sort()).toEqual(['closing_from', 'group_by', 'team.0']);
  });

  it('exports each report as CSV with the same totals', async () => {
    const cookie = await cookieFor('managing_broker@demo.test');
    const json = await report('managing_broker@demo.test', '/api/analytics/production?group_by=type');
    const csv = await ctx.request('GET', '/api/analytics/production/export?group_by=type', { cookie });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Type,Units,Volume,GCI,Company dollar');
    expect(lines.at(-1)).toBe(
      `Total,${json.totals.units},${(json.totals.volume_cents / 100).toFixed(2)},${(json.totals.gci_cents / 100).toFixed(2)},${(json.totals.company_dollar_cents / 100).toFixed(2)}`,
    );
    for (const name of ['pipeline', 'days-to-close', 'year-over-year']) {
      const r = await ctx.request('GET', `/api/analytics/${name}/export`, { cookie });
      expect(r.status, name).toBe(200);
      expect(r.text.split('\r\n').length, name).toBeGreaterThan(2);
    }
  });
});
