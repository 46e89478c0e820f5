import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { generateDueCharges } from './charge-generation.service';
import { activeLease, contactId } from './rentals-test-kit';

describe('rent ledger and charge generation', () => {
  let ctx: TestContext;
  let agent: string;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
    agent = await as('leasing_agent@demo.test');
  });
  afterAll(() => ctx.close());

  const ledgerOf = async (id: string) =>
    (await ctx.request('GET', `/api/rentals/leases/${id}/ledger`, { cookie: agent })).json;
  const shape = (l: {
    entries: { kind: string; period: string | null; amount_cents: number; description: string }[];
  }) => l.entries.map((e) => `${e.kind} ${e.period} ${e.amount_cents} ${e.description}`);

  it('generates prorated rent, charges and late fees once, however often it runs (also two at once)', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const { lease } = await activeLease(ctx, agent, [renter]);
    const first = await ctx.request('POST', '/api/rentals/charges/generate', {
      cookie: agent,
      body: { as_of: '2026-02-10' },
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.posted).toBeGreaterThan(0);
    const once = await ledgerOf(lease.id);
    expect(shape(once)).toEqual(
      expect.arrayContaining([
        'charge 2026-01 109678 Rent 2026-01',
        'charge 2026-01 4113 Parking 2026-01',
        'charge 2026-02 200000 Rent 2026-02',
        'charge 2026-02 7500 Parking 2026-02',
        'late_fee 2026-01 5000 Late fee 2026-01',
        'late_fee 2026-02 5000 Late fee 2026-02',
      ]),
    );
    // A restart re-runs the day's generation; two instances may run it at once.
    await Promise.all([generateDueCharges(ctx.db, '2026-02-10'), generateDueCharges(ctx.db, '2026-02-10')]);
    const again = await ctx.request('POST', '/api/rentals/charges/generate', {
      cookie: agent,
      body: { as_of: '2026-02-10' },
    });
    expect(again.json.posted).toBe(0);
    expect(shape(await ledgerOf(lease.id))).toEqual(shape(once));
  });

  it('posts the same in batches of any size, with two batched runs at once (ADR 0158)', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await activeLease(ctx, agent, [renter])).lease.id);
    const [a, b] = await Promise.all([
      generateDueCharges(ctx.db, '2026-03-10', { batchSize: 1 }),
      generateDueCharges(ctx.db, '2026-03-10', { batchSize: 2 }),
    ]);
    expect(a.posted + b.posted).toBeGreaterThanOrEqual(3 * 9);
    const shapes = await Promise.all(ids.map(async (id) => shape(await ledgerOf(id)).sort()));
    expect(shapes[0]).toEqual(
      expect.arrayContaining([
        'charge 2026-01 109678 Rent 2026-01',
        'charge 2026-03 200000 Rent 2026-03',
        'charge 2026-03 7500 Parking 2026-03',
        'late_fee 2026-03 5000 Late fee 2026-03',
      ]),
    );
    expect(shapes[0]).toHaveLength(9);
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    const third = await generateDueCharges(ctx.db, '2026-03-10', { batchSize: 2 });
    expect(third.posted).toBe(0);
  });

  it('records a partial payment oldest charge first, and corrections as new entries', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const { lease } = await activeLease(ctx, agent, [renter], {
      start_date: '2026-03-01',
      late_fee: null,
      recurring_charges: [],
    });
    await generateDueCharges(ctx.db, '2026-04-02');
    const before = await ledgerOf(lease.id);
    expect(before.balance_cents).toBe(4_000_00);
    const paid = await ctx.request('POST', `/api/rentals/leases/${lease.id}/ledger`, {
      cookie: agent,
      body: {
        kind: 'payment',
        amount_cents: 2_500_00,
        entry_date: '2026-04-02',
        method: 'check',
        reference: '1042',
      },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(201);
    expect(paid.json.balance_cents).toBe(1_500_00);
    expect(paid.json.entries.at(-1)).toMatchObject({
      kind: 'payment',
      description: 'Payment (Check 1042)',
      balance_cents: 1_500_00,
    });
    const bounced = await ctx.request('POST', `/api/rentals/leases/${lease.id}/ledger`, {
      cookie: agent,
      body: {
        kind: 'adjustment',
        amount_cents: 2_500_00,
        entry_date: '2026-04-05',
        reason: 'Check 1042 returned unpaid',
      },
    });
    expect(bounced.json.balance_cents).toBe(4_000_00);
    expect(bounced.json.entries).toHaveLength(4);
    expect(bounced.json.charges_cents - bounced.json.payments_cents - bounced.json.credits_cents).toBe(
      bounced.json.balance_cents,
    );
  });

  it('keeps the deposit apart and never lets more leave it than it holds', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const { lease } = await activeLease(ctx, agent, [renter], {
      start_date: '2026-03-01',
      late_fee: null,
      recurring_charges: [],
    });
    const post = (body: Record<string, unknown>) =>
      ctx.request('POST', `/api/rentals/leases/${lease.id}/deposit`, { cookie: agent, body });
    expect(
      (
        await post({
          kind: 'received',
          amount_cents: 2_000_00,
          reason: 'At signing',
          entry_date: '2026-03-01',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post({
          kind: 'deduction',
          amount_cents: 300_00,
          reason: 'Carpet cleaning',
          entry_date: '2026-09-01',
        })
      ).status,
    ).toBe(201);
    const tooMuch = await post({
      kind: 'returned',
      amount_cents: 1_800_00,
      reason: 'Refund',
      entry_date: '2026-09-02',
    });
    expect(tooMuch.status).toBe(400);
    const applied = await post({
      kind: 'applied_to_balance',
      amount_cents: 500_00,
      reason: 'Last month',
      entry_date: '2026-09-02',
    });
    expect(applied.json.deposit.held_cents).toBe(1_200_00);
    expect(applied.json.credits_cents).toBe(500_00);
  });

  it('never edits a ledger entry in place', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const { lease } = await activeLease(ctx, agent, [renter]);
    await generateDueCharges(ctx.db, '2026-01-20');
    const [entry] = (await ledgerOf(lease.id)).entries;
    await expect(
      ctx.db.execute(`update rent_ledger_entries set amount_cents = 1 where id = '${entry.id}'`),
    ).rejects.toThrow();
  });

  it('follows the lease through its states, and the unit with it', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const { lease, unitId } = await activeLease(ctx, agent, [renter]);
    const unit = async () =>
      (await ctx.request('GET', `/api/rentals/units/${unitId}`, { cookie: agent })).json.status;
    expect(await unit()).toBe('occupied');
    const notice = await ctx.request('POST', `/api/rentals/leases/${lease.id}/transition`, {
      cookie: agent,
      body: { status: 'notice', date: '2026-08-31' },
    });
    expect(notice.json).toMatchObject({ status: 'notice', end_date: '2026-08-31' });
    expect(await unit()).toBe('notice');
    const ended = await ctx.request('POST', `/api/rentals/leases/${lease.id}/transition`, {
      cookie: agent,
      body: { status: 'ended', date: '2026-08-31' },
    });
    expect(ended.json).toMatchObject({
      status: 'ended',
      move_out_date: '2026-08-31',
      allowed_next_statuses: [],
    });
    expect(await unit()).toBe('vacant');
    const back = await ctx.request('POST', `/api/rentals/leases/${lease.id}/transition`, {
      cookie: agent,
      body: { status: 'active' },
    });
    expect(back.status).toBe(400);
    const edit = await ctx.request('PATCH', `/api/rentals/leases/${lease.id}`, {
      cookie: agent,
      body: { rent_cents: 1 },
    });
    expect(edit.status).toBe(409);
  });
});
