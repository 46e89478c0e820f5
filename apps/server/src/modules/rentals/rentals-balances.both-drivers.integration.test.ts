import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { generateDueCharges } from './charge-generation.service';
import { activeLease, contactId } from './rentals-test-kit';

type Row = Record<string, string | number | null>;
const todayIso = () => new Date().toISOString().slice(0, 10);

/** ADR 0157: the balance and open debits kept by the ledger trigger against the ledger itself. */
describe('stored lease balances', () => {
  let ctx: TestContext;
  let agent: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    agent = await sessions(ctx)('leasing_agent@demo.test');
  });
  afterAll(() => ctx.close());

  const rows = async (q: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(q)) as unknown as { rows: Row[] }).rows;

  /** Stored balance = the ledger's sum = the API's balance; stored open debits age as the ledger does. */
  async function expectKept(leaseId: string) {
    const [stored] = await rows(sql`select balance_cents from lease_balances where lease_id = ${leaseId}`);
    const [summed] = await rows(sql`
      select coalesce(sum(case when kind in ('payment', 'credit') then -amount_cents else amount_cents end), 0) as s
      from rent_ledger_entries where lease_id = ${leaseId}`);
    const ledger = (await ctx.request('GET', `/api/rentals/leases/${leaseId}/ledger`, { cookie: agent }))
      .json;
    expect(Number(stored?.balance_cents ?? 0)).toBe(Number(summed!.s));
    expect(Number(stored?.balance_cents ?? 0)).toBe(ledger.balance_cents);
    const asOf = todayIso();
    const [aged] = await rows(sql`
      select coalesce(sum(open_cents), 0) as open,
        coalesce(sum(open_cents) filter (where ${asOf}::date - due_date between 0 and 29), 0) as current,
        coalesce(sum(open_cents) filter (where ${asOf}::date - due_date between 30 and 59), 0) as days_30,
        coalesce(sum(open_cents) filter (where ${asOf}::date - due_date between 60 and 89), 0) as days_60,
        coalesce(sum(open_cents) filter (where ${asOf}::date - due_date >= 90), 0) as days_90_plus
      from lease_open_debits where lease_id = ${leaseId}`);
    expect(Number(aged!.open)).toBe(Math.max(0, ledger.balance_cents));
    expect({
      current: Number(aged!.current),
      days_30: Number(aged!.days_30),
      days_60: Number(aged!.days_60),
      days_90_plus: Number(aged!.days_90_plus),
    }).toEqual(ledger.aging);
    return ledger.balance_cents as number;
  }

  const monthsAgo = (m: number, day = 1) => {
    const d = new Date();
    d.setUTCDate(day);
    d.setUTCMonth(d.getUTCMonth() - m);
    return d.toISOString().slice(0, 10);
  };

  it('equals the ledger after charges, late fees, payments, credits, adjustments and deposit moves', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const { lease } = await activeLease(ctx, agent, [renter], {
      start_date: monthsAgo(6, 10),
      end_date: null,
      term_kind: 'month_to_month',
    });
    const post = (path: string, body: Record<string, unknown>) =>
      ctx.request('POST', `/api/rentals/leases/${lease.id}/${path}`, { cookie: agent, body });
    await expectKept(lease.id);
    // Charges and late fees month by month, with payments and corrections in between.
    await generateDueCharges(ctx.db, monthsAgo(4, 20));
    expect(await expectKept(lease.id)).toBeGreaterThan(0);
    expect(
      (
        await post('ledger', {
          kind: 'payment',
          amount_cents: 1_234_56,
          entry_date: monthsAgo(4, 21),
          method: 'ach',
        })
      ).status,
    ).toBe(201);
    await expectKept(lease.id);
    await generateDueCharges(ctx.db, monthsAgo(2, 20));
    await expectKept(lease.id);
    expect(
      (
        await post('ledger', {
          kind: 'credit',
          amount_cents: 99_99,
          entry_date: monthsAgo(2, 21),
          reason: 'Broken heater',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post('ledger', {
          kind: 'adjustment',
          amount_cents: 40_00,
          entry_date: monthsAgo(2, 22),
          reason: 'Key replacement',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post('ledger', {
          kind: 'adjustment',
          amount_cents: -15_00,
          entry_date: monthsAgo(2, 23),
          reason: 'Fee waived',
        })
      ).status,
    ).toBe(201);
    await expectKept(lease.id);
    expect(
      (
        await post('deposit', {
          kind: 'received',
          amount_cents: 2_000_00,
          reason: 'At signing',
          entry_date: monthsAgo(6, 10),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post('deposit', {
          kind: 'applied_to_balance',
          amount_cents: 700_00,
          reason: 'Agreed',
          entry_date: monthsAgo(1, 2),
        })
      ).status,
    ).toBe(201);
    await expectKept(lease.id);
    await generateDueCharges(ctx.db, todayIso());
    const owing = await expectKept(lease.id);
    // Overpay: the balance goes negative (prepaid) and nothing stays open.
    expect(
      (
        await post('ledger', {
          kind: 'payment',
          amount_cents: owing + 500_00,
          entry_date: todayIso(),
          method: 'check',
          reference: '77',
        })
      ).status,
    ).toBe(201);
    expect(await expectKept(lease.id)).toBe(-500_00);
    // A returned check reopens the newest charges.
    expect(
      (
        await post('ledger', {
          kind: 'adjustment',
          amount_cents: owing + 500_00,
          entry_date: todayIso(),
          reason: 'Check 77 returned',
        })
      ).status,
    ).toBe(201);
    expect(await expectKept(lease.id)).toBe(owing);
  });

  it('stays exact when several payments reach one lease at once', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const { lease } = await activeLease(ctx, agent, [renter], {
      start_date: monthsAgo(3, 1),
      end_date: null,
      term_kind: 'month_to_month',
    });
    await generateDueCharges(ctx.db, todayIso());
    const before = await expectKept(lease.id);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        ctx.request('POST', `/api/rentals/leases/${lease.id}/ledger`, {
          cookie: agent,
          body: { kind: 'payment', amount_cents: 100_00 * i, entry_date: todayIso(), method: 'cash' },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await expectKept(lease.id)).toBe(before - 1_500_00);
  });
});
