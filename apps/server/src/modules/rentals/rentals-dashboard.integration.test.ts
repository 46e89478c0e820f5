import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { generateDueCharges } from './charge-generation.service';
import { activeLease, contactId } from './rentals-test-kit';

const todayIso = () => new Date().toISOString().slice(0, 10);
const monthsAgo = (m: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - m);
  return d.toISOString().slice(0, 10);
};

describe('rental dashboard and rent roll', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  let agent: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
    agent = await as('leasing_agent@demo.test');
    const renter = await contactId(ctx, agent, 'Delgado');
    for (const [months, paid] of [
      [5, 0],
      [3, 150_000],
      [2, 1_000_000],
    ] as const) {
      const { lease } = await activeLease(ctx, agent, [renter], {
        start_date: monthsAgo(months),
        end_date: null,
        term_kind: 'month_to_month',
      });
      await generateDueCharges(ctx.db, todayIso());
      if (paid)
        await ctx.request('POST', `/api/rentals/leases/${lease.id}/ledger`, {
          cookie: agent,
          body: { kind: 'payment', amount_cents: paid, entry_date: todayIso(), method: 'ach' },
        });
    }
  });
  afterAll(() => ctx.close());

  it('ages each delinquent lease exactly as its ledger does (oldest charge paid first)', async () => {
    const dash = await ctx.request('GET', '/api/rentals/dashboard', { cookie: agent });
    expect(dash.status, JSON.stringify(dash.json)).toBe(200);
    expect(dash.json.delinquency.leases.length).toBeGreaterThanOrEqual(2);
    for (const d of dash.json.delinquency.leases) {
      const ledger = (await ctx.request('GET', `/api/rentals/leases/${d.lease_id}/ledger`, { cookie: agent }))
        .json;
      expect(d.balance_cents).toBe(ledger.balance_cents);
      expect(d.aging).toEqual(ledger.aging);
    }
    expect(dash.json.delinquency.aging.days_90_plus).toBeGreaterThan(0);
    expect(dash.json.units.occupied).toBeGreaterThanOrEqual(3);
    expect(dash.json.collected_this_month_cents).toBeGreaterThanOrEqual(1_150_000);
  });

  it('is the caller’s scope: a realtor sees none of the leasing agent’s rentals, a renter may not open it', async () => {
    const realtor = await ctx.request('GET', '/api/rentals/dashboard', {
      cookie: await as('realtor@demo.test'),
    });
    expect(realtor.json.delinquency.leases).toEqual([]);
    expect(
      (await ctx.request('GET', '/api/rentals/dashboard', { cookie: await as('renter@demo.test') })).status,
    ).toBe(403);
  });

  it('pages the rent roll over every unit in scope once', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { json: { items: { unit_id: string }[]; nextCursor: string | null } } = await ctx.request(
        'GET',
        `/api/rentals/rent-roll?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { cookie: agent },
      );
      ids.push(...page.json.items.map((r) => r.unit_id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids).size).toBe(ids.length);
    const bad = await ctx.request('GET', '/api/rentals/rent-roll?cursor=nope', { cookie: agent });
    expect(bad.status).toBe(400);
  });

  it('keeps due and collected per lease and month equal to the ledger (ADR 0172)', async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const fromLedger = await rows(sql`
      select lease_id, month, sum(due)::bigint as due, sum(collected)::bigint as collected from (
        select lease_id, date_trunc('month', due_date)::date as month, amount_cents as due, 0 as collected
        from rent_ledger_entries where kind in ('charge', 'late_fee') and due_date is not null
        union all
        select lease_id, date_trunc('month', entry_date)::date, 0, amount_cents
        from rent_ledger_entries where kind = 'payment'
      ) x group by lease_id, month order by lease_id, month`);
    const stored = await rows(sql`
      select lease_id, month, due_cents::bigint as due, collected_cents::bigint as collected
      from lease_month_totals order by lease_id, month`);
    expect(fromLedger.length).toBeGreaterThan(50);
    expect(stored).toEqual(fromLedger);
  });
});
