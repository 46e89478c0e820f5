import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { auditLog } from '../../../platform/audit/audit.schema';
import { transactions } from '../transactions.schema';
import { sessions } from '../transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let brokerDeals: string[];
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  const broker = ctx.seed!.harborview.users.get('broker')!;
  const rows = await ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.ownerId, broker), inArray(transactions.status, ['active', 'under_contract'])))
    .orderBy(transactions.id);
  brokerDeals = rows.map((r) => r.id);
});
afterAll(() => ctx.close());

const get = async (email: string, path: string) =>
  ctx.request('GET', path, { cookie: await cookieFor(email) });

describe('supervisor approval queue', () => {
  it('queues a coordinator’s edit in the supervising broker’s queue and applies it on approval', async () => {
    const id = brokerDeals.at(-1)!;
    const before = (await get('broker@demo.test', `/api/transactions/${id}`)).json;
    const draft = await ctx.request('PATCH', `/api/transactions/${id}`, {
      cookie: await cookieFor('transaction_coordinator@demo.test'),
      body: { beds: 7, mls_number: 'HV-TC-1' },
    });
    expect(draft.status).toBe(200);
    expect(draft.json.outcome).toBe('pending_approval');
    expect(draft.json.approval).toMatchObject({
      kind: 'update',
      status: 'pending',
      requested_by: { first_name: 'Taylor' },
      payload: { beds: 7, mls_number: 'HV-TC-1' },
    });
    const unchanged = (await get('broker@demo.test', `/api/transactions/${id}`)).json;
    expect(unchanged.beds).toBe(before.beds);
    expect(unchanged.pending_approvals).toBe(before.pending_approvals + 1);

    const queue = await get('broker@demo.test', '/api/transactions/approvals');
    expect(queue.json.items.map((a: any) => a.id)).toContain(draft.json.approval.id);
    const mine = await get('transaction_coordinator@demo.test', '/api/transactions/approvals?box=mine');
    expect(mine.json.items.map((a: any) => a.id)).toContain(draft.json.approval.id);
    const other = await get('team_leader@demo.test', '/api/transactions/approvals');
    expect(other.json.items.map((a: any) => a.id)).not.toContain(draft.json.approval.id);
    const stranger = await ctx.request(
      'POST',
      `/api/transactions/approvals/${draft.json.approval.id}/approve`,
      { cookie: await cookieFor('team_leader@demo.test'), body: {} },
    );
    expect(stranger.status).toBe(404);

    const approved = await ctx.request(
      'POST',
      `/api/transactions/approvals/${draft.json.approval.id}/approve`,
      { cookie: await cookieFor('broker@demo.test'), body: { note: 'OK' } },
    );
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      status: 'approved',
      decided_by: { first_name: 'Daniel' },
      decision_note: 'OK',
    });
    const after = (await get('broker@demo.test', `/api/transactions/${id}`)).json;
    expect(after).toMatchObject({ beds: 7, mls_number: 'HV-TC-1' });
    const rows = await ctx.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'transaction.update')));
    expect(rows.at(-1)).toMatchObject({
      actor: ctx.seed!.harborview.users.get('transaction_coordinator'),
      after: { approved_by: ctx.seed!.harborview.users.get('broker') },
    });
    const again = await ctx.request('POST', `/api/transactions/approvals/${draft.json.approval.id}/approve`, {
      cookie: await cookieFor('broker@demo.test'),
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it('rejects with a note and leaves the deal alone', async () => {
    const id = brokerDeals.at(-2)!;
    const draft = await ctx.request('POST', `/api/transactions/${id}/participants`, {
      cookie: await cookieFor('transaction_coordinator@demo.test'),
      body: { first_name: 'Gail', last_name: 'Lender', company: 'Evergreen Home Loans', roles: ['lender'] },
    });
    expect(draft.json.outcome).toBe('pending_approval');
    const noNote = await ctx.request('POST', `/api/transactions/approvals/${draft.json.approval.id}/reject`, {
      cookie: await cookieFor('broker@demo.test'),
      body: {},
    });
    expect(noNote.status).toBe(400);
    const rejected = await ctx.request(
      'POST',
      `/api/transactions/approvals/${draft.json.approval.id}/reject`,
      { cookie: await cookieFor('broker@demo.test'), body: { note: 'We already have a lender' } },
    );
    expect(rejected.json).toMatchObject({ status: 'rejected', decision_note: 'We already have a lender' });
    const people = await get('broker@demo.test', `/api/transactions/${id}/participants`);
    expect(people.json.items.some((p: any) => p.last_name === 'Lender')).toBe(false);
  });

  it('queues transitions and date changes; a change that no longer applies is marked failed', async () => {
    const id = brokerDeals[0]!;
    const status = (await get('broker@demo.test', `/api/transactions/${id}`)).json.status;
    const tc = await cookieFor('transaction_coordinator@demo.test');
    const move = await ctx.request('POST', `/api/transactions/${id}/transition`, {
      cookie: tc,
      body: { to: 'withdrawn', reason: 'Seller asked', fall_through_reason: 'seller_changed_mind' },
    });
    expect(move.json.outcome).toBe('pending_approval');
    expect(move.json.approval.summary).toMatch(/→ Withdrawn/);
    const date = await ctx.request('POST', `/api/transactions/${id}/dates`, {
      cookie: tc,
      body: { key: 'hoa_docs', label: 'HOA documents', kind: 'absolute', date: '2026-12-01' },
    });
    expect(date.json.outcome).toBe('pending_approval');
    // Meanwhile the broker cancels the deal himself: the queued withdrawal no longer applies.
    const cancel = await ctx.request('POST', `/api/transactions/${id}/transition`, {
      cookie: await cookieFor('broker@demo.test'),
      body: { to: 'cancelled', reason: 'Financing fell through', fall_through_reason: 'financing' },
    });
    expect(cancel.status, `from ${status}`).toBe(200);
    const failed = await ctx.request('POST', `/api/transactions/approvals/${move.json.approval.id}/approve`, {
      cookie: await cookieFor('broker@demo.test'),
      body: {},
    });
    expect(failed.json.status).toBe('failed');
    expect(failed.json.failure_reason).toMatch(/cannot move from Cancelled to Withdrawn/);
    expect((await get('broker@demo.test', `/api/transactions/${id}`)).json.status).toBe('cancelled');
  });

  it('validates a draft before queueing it', async () => {
    const tc = await cookieFor('transaction_coordinator@demo.test');
    const bad = await ctx.request('POST', `/api/transactions/${brokerDeals[1]}/transition`, {
      cookie: tc,
      body: { to: 'draft' },
    });
    expect(bad.status).toBe(409);
    const money = await ctx.request('PATCH', `/api/transactions/${brokerDeals[1]}`, {
      cookie: tc,
      body: { commission: null },
    });
    expect(money.status).toBe(403);
  });

  it('shows the seeded drafts waiting for the broker', async () => {
    const queue = await get('broker@demo.test', '/api/transactions/approvals?limit=100');
    expect(
      queue.json.items.filter((a: any) => a.requested_by.first_name === 'Taylor').length,
    ).toBeGreaterThanOrEqual(2);
    expect((await get('broker@demo.test', '/api/transactions/approvals?status=bogus')).status).toBe(400);
  });
});
