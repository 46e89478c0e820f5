import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ifMatch, raceSameVersion, readVersioned } from '../../../test/versioning-kit';
import { createDeal, sessions } from '../transactions-test-kit';

/** Issue 19: a status change is based on the deal as the caller saw it (the deal's own version). */

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let broker: string;
let managing: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  broker = await cookieFor('broker@demo.test');
  managing = await cookieFor('managing_broker@demo.test');
});
afterAll(() => ctx.close());

const transition = (id: string, cookie: string, body: unknown, headers?: Record<string, string>) =>
  ctx.request('POST', `/api/transactions/${id}/transition`, { cookie, body, headers });
const historyOf = async (id: string) =>
  (await ctx.request('GET', `/api/transactions/${id}/status-history`, { cookie: broker })).json.items;

describe('POST /api/transactions/:id/transition is conditional on the deal’s version', () => {
  it('moves the deal when based on its current version, and bumps the version', async () => {
    const deal = await createDeal(ctx, broker, { status: 'active' });
    const opened = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
    const res = await transition(deal.id, broker, { to: 'under_contract' }, ifMatch(opened.version));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // Entering under contract also sets the derived closing date on the deal: the version may move twice.
    expect(res.json.transaction.status).toBe('under_contract');
    expect(res.json.transaction.version).toBeGreaterThan(opened.version);
    expect(await readVersioned(ctx, broker, `/api/transactions/${deal.id}`)).toMatchObject({
      version: res.json.transaction.version,
    });
  });

  it('refuses a change based on a deal someone changed meanwhile: 409 with the deal now, no status change, no history', async () => {
    const deal = await createDeal(ctx, broker, { status: 'active' });
    const opened = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
    const theirs = await transition(deal.id, managing, { to: 'under_contract' }, ifMatch(opened.version));
    expect(theirs.status).toBe(200);
    const { version } = theirs.json.transaction;
    const history = await historyOf(deal.id);
    const stale = await transition(
      deal.id,
      broker,
      { to: 'withdrawn', reason: 'Seller changed their mind', fall_through_reason: 'seller_changed_mind' },
      ifMatch(opened.version),
    );
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: deal.id, status: 'under_contract', version },
      changed_by: { id: ctx.seed!.harborview.users.get('managing_broker') },
    });
    expect((await readVersioned(ctx, broker, `/api/transactions/${deal.id}`)).status).toBe('under_contract');
    expect(await historyOf(deal.id)).toEqual(history);
  });

  it('is refused as stale after a field edit too, before the transition rules are checked', async () => {
    const deal = await createDeal(ctx, broker, { status: 'active' });
    const opened = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
    expect(
      (await ctx.request('PATCH', `/api/transactions/${deal.id}`, { cookie: managing, body: { beds: 5 } }))
        .status,
    ).toBe(200);
    // Even a move that is not allowed answers STALE_VERSION first: the caller's view is out of date.
    const stale = await transition(deal.id, broker, { to: 'closed' }, ifMatch(opened.version));
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('STALE_VERSION');
    expect(stale.json.error.current.beds).toBe(5);
  });

  it('still accepts a change without any version (API clients, ADR 0083)', async () => {
    const deal = await createDeal(ctx, broker, { status: 'active' });
    const res = await transition(deal.id, broker, { to: 'withdrawn', reason: 'Listing pulled', fall_through_reason: 'other' });
    expect(res.status).toBe(200);
    expect(res.json.transaction).toMatchObject({ status: 'withdrawn', version: deal.version + 1 });
  });

  it('lets exactly one of two status changes based on the same version win, 10 rounds', async () => {
    const deal = await createDeal(ctx, broker, { status: 'active' });
    const outcomes = await raceSameVersion(
      10,
      async () => {
        // Each round starts from an open deal: a broker re-opens one that a round ended.
        const now = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
        if (now.status === 'active') return now.version;
        const back = await transition(
          deal.id,
          broker,
          { to: 'active', reason: 'Next round' },
          ifMatch(now.version),
        );
        expect(back.status, JSON.stringify(back.json)).toBe(200);
        return back.json.transaction.version;
      },
      (i, version) =>
        i
          ? transition(deal.id, managing, { to: 'withdrawn', reason: 'Seller withdrew', fall_through_reason: 'seller_changed_mind' }, ifMatch(version))
          : transition(deal.id, broker, { to: 'under_contract' }, ifMatch(version)),
    );
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => [200, 409]));
  });
});

describe('a queued status change keeps the version it was based on', () => {
  it('applies on approval while the deal is unchanged, and fails once the deal moved on', async () => {
    const coordinator = await cookieFor('transaction_coordinator@demo.test');
    const approve = (approvalId: string) =>
      ctx.request('POST', `/api/transactions/approvals/${approvalId}/approve`, { cookie: broker, body: {} });

    const kept = await createDeal(ctx, broker, { status: 'active' });
    const keptOpened = await readVersioned(ctx, broker, `/api/transactions/${kept.id}`);
    const draft = await transition(
      kept.id,
      coordinator,
      { to: 'under_contract' },
      ifMatch(keptOpened.version),
    );
    expect(draft.json.outcome).toBe('pending_approval');
    expect(draft.json.approval.payload).toMatchObject({ to: 'under_contract', version: keptOpened.version });
    const applied = await approve(draft.json.approval.id);
    expect(applied.json, JSON.stringify(applied.json)).toMatchObject({ status: 'approved' });
    expect((await readVersioned(ctx, broker, `/api/transactions/${kept.id}`)).status).toBe('under_contract');

    const moved = await createDeal(ctx, broker, { status: 'active' });
    const movedOpened = await readVersioned(ctx, broker, `/api/transactions/${moved.id}`);
    const stale = await transition(
      moved.id,
      coordinator,
      { to: 'withdrawn', reason: 'Seller asked', fall_through_reason: 'seller_changed_mind' },
      ifMatch(movedOpened.version),
    );
    expect(stale.json.outcome).toBe('pending_approval');
    // The broker edits the deal meanwhile (the withdrawal itself would still be allowed).
    expect(
      (await ctx.request('PATCH', `/api/transactions/${moved.id}`, { cookie: broker, body: { beds: 2 } }))
        .status,
    ).toBe(200);
    const failed = await approve(stale.json.approval.id);
    expect(failed.json).toMatchObject({ status: 'failed' });
    expect(failed.json.failure_reason).toMatch(/changed this record/);
    expect((await readVersioned(ctx, broker, `/api/transactions/${moved.id}`)).status).toBe('active');
  });

  it('a queued change sent without a version is applied as before', async () => {
    const coordinator = await cookieFor('transaction_coordinator@demo.test');
    const deal = await createDeal(ctx, broker, { status: 'active' });
    const draft = await transition(deal.id, coordinator, { to: 'under_contract' });
    expect(draft.json.approval.payload).not.toHaveProperty('version');
    expect(
      (await ctx.request('PATCH', `/api/transactions/${deal.id}`, { cookie: broker, body: { beds: 2 } }))
        .status,
    ).toBe(200);
    const res = await ctx.request('POST', `/api/transactions/approvals/${draft.json.approval.id}/approve`, {
      cookie: broker,
      body: {},
    });
    expect(res.json.status).toBe('approved');
  });
});
