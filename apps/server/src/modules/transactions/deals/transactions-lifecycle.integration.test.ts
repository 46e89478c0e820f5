import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '@threshold/domain/transactions/business-days';
import { createTestContext, type TestContext } from '../../../test/harness';
import { approveRequiredItems, createDeal, sessions } from '../transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const move = async (email: string, id: string, body: Record<string, unknown>) =>
  ctx.request('POST', `/api/transactions/${id}/transition`, { cookie: await cookieFor(email), body });

describe('status lifecycle', () => {
  it('walks draft → active → under contract, refusing skipped steps', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'));
    expect(deal.status).toBe('draft');
    // Tagged with the owner's team when none is given.
    expect(deal.team?.name).toBe('Harbor North Team');
    expect(deal.access.allowed_transitions).toEqual(['active', 'cancelled', 'withdrawn', 'expired']);
    const skip = await move('realtor@demo.test', deal.id, { to: 'closed' });
    expect(skip.status).toBe(409);
    expect(skip.json.error.fields).toHaveProperty('to');
    const back = await move('realtor@demo.test', deal.id, { to: 'draft' });
    expect(back.status).toBe(409);
    expect((await move('realtor@demo.test', deal.id, { to: 'active' })).json.transaction.status).toBe(
      'active',
    );
    const contract = await move('realtor@demo.test', deal.id, { to: 'under_contract' });
    expect(contract.status).toBe(200);
    expect(contract.json.change).toMatchObject({
      from_status: 'active',
      to_status: 'under_contract',
      changed_by: { first_name: 'Riley' },
    });
    // Entering under contract starts the clock: acceptance is today and the closing date follows.
    const dates = await ctx.request('GET', `/api/transactions/${deal.id}/dates`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(dates.json.items.find((d: any) => d.key === 'acceptance').date).toBe(toIsoDate(new Date()));
    expect(contract.json.transaction.closing_date).not.toBeNull();
  });

  it('requires a reason to cancel or withdraw', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), { status: 'active' });
    const missing = await move('realtor@demo.test', deal.id, { to: 'cancelled' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toHaveProperty('reason');
    const noCode = await move('realtor@demo.test', deal.id, { to: 'cancelled', reason: 'Buyer walked away' });
    expect(noCode.status).toBe(400);
    expect(noCode.json.error.fields).toHaveProperty('fall_through_reason');
    const unknown = await move('realtor@demo.test', deal.id, {
      to: 'cancelled',
      reason: 'Buyer walked away',
      fall_through_reason: 'weather',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toHaveProperty('fall_through_reason');
    const cancelled = await move('realtor@demo.test', deal.id, {
      to: 'cancelled',
      reason: 'Buyer walked away',
      fall_through_reason: 'buyer_changed_mind',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.transaction.fall_through_reason).toBe('buyer_changed_mind');
    expect(cancelled.json.change.reason).toBe('Buyer walked away');
  });

  it('takes a fall-through reason only when a deal falls through, and clears it on re-opening', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), { status: 'active' });
    const wrong = await move('realtor@demo.test', deal.id, {
      to: 'under_contract',
      fall_through_reason: 'financing',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toHaveProperty('fall_through_reason');
    await move('realtor@demo.test', deal.id, {
      to: 'withdrawn',
      reason: 'Seller relisting later',
      fall_through_reason: 'seller_changed_mind',
    });
    const reopened = await move('broker@demo.test', deal.id, { to: 'active', reason: 'Back on' });
    expect(reopened.json.transaction.fall_through_reason).toBeNull();
  });

  it('blocks closing on unapproved required items; only a broker overrides, with a reason', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), { status: 'under_contract' });
    const blocked = await move('realtor@demo.test', deal.id, { to: 'closed' });
    expect(blocked.status).toBe(409);
    expect(blocked.json.error.fields.checklist).toMatch(/required items not approved/);
    const agentOverride = await move('realtor@demo.test', deal.id, {
      to: 'closed',
      override: true,
      reason: 'Trust me',
    });
    expect(agentOverride.status).toBe(403);
    const noReason = await move('broker@demo.test', deal.id, { to: 'closed', override: true });
    expect(noReason.status).toBe(400);
    const closed = await move('broker@demo.test', deal.id, {
      to: 'closed',
      override: true,
      reason: 'Final statement arrives Monday; approved by MB',
    });
    expect(closed.status).toBe(200);
    expect(closed.json.change).toMatchObject({
      to_status: 'closed',
      override: true,
      reason: 'Final statement arrives Monday; approved by MB',
    });
    const history = await ctx.request('GET', `/api/transactions/${deal.id}/status-history`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(history.json.items.map((h: any) => [h.from_status, h.to_status, h.override])).toEqual([
      [null, 'under_contract', false],
      ['under_contract', 'closed', true],
    ]);
    expect(history.json.items[1].changed_by.first_name).toBe('Daniel');
  });

  it('closes without override once every required item is approved', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), { status: 'under_contract' });
    await approveRequiredItems(
      ctx,
      deal.id,
      await cookieFor('realtor@demo.test'),
      await cookieFor('broker@demo.test'),
    );
    const closed = await move('realtor@demo.test', deal.id, { to: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.json.change.override).toBe(false);
    expect(closed.json.transaction.checklist.required_approved).toBe(
      closed.json.transaction.checklist.required,
    );
  });

  it('locks an ended deal; only a broker re-opens it, with a reason', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), { status: 'active' });
    await move('realtor@demo.test', deal.id, {
      to: 'withdrawn',
      reason: 'Seller changed their mind',
      fall_through_reason: 'seller_changed_mind',
    });
    const edit = await ctx.request('PATCH', `/api/transactions/${deal.id}`, {
      cookie: await cookieFor('realtor@demo.test'),
      body: { beds: 5 },
    });
    expect(edit.status).toBe(409);
    const mine = await ctx.request('GET', `/api/transactions/${deal.id}`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(mine.json.access.allowed_transitions).toEqual([]);
    expect((await move('realtor@demo.test', deal.id, { to: 'active', reason: 'Back on' })).status).toBe(403);
    expect((await move('broker@demo.test', deal.id, { to: 'active' })).status).toBe(400);
    const reopened = await move('broker@demo.test', deal.id, { to: 'active', reason: 'Seller relisted' });
    expect(reopened.status).toBe(200);
    expect(reopened.json.transaction.status).toBe('active');
  });

  it('records every transition in the audit timeline with who and when', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'));
    await move('realtor@demo.test', deal.id, { to: 'active' });
    const timeline = await ctx.request('GET', `/api/transactions/${deal.id}/timeline`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(timeline.json.items.map((e: any) => e.action)).toEqual([
      'transaction.transition',
      'transaction.create',
    ]);
    expect(timeline.json.items[0]).toMatchObject({
      summary: 'Status draft → active',
      actor: { first_name: 'Riley' },
    });
  });
});
