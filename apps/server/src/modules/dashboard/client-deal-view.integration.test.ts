import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { listAll, sessions } from '../transactions/transactions-test-kit';

/*
 * What a client (buyer, seller, renter…) reads of their own deals through the API: the client view
 * of a deal must not carry staff-only figures, notes or controls (issue 18 item 3).
 */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const STAFF_ONLY_KEYS = ['commission', 'gross_commission_cents', 'brokerage_net_cents', 'gci_cents'];

describe.each(['buyer@demo.test', 'seller@demo.test'])('the client view for %s', (email) => {
  it('lists only their deals, without figures', async () => {
    const cookie = await cookieFor(email);
    const deals = await listAll(ctx, cookie);
    expect(deals.length).toBeGreaterThan(0);
    const broker = await listAll(ctx, await cookieFor('broker@demo.test'));
    expect(deals.length).toBeLessThan(broker.length);
    for (const deal of deals) {
      expect(deal.financials_visible, deal.id).toBe(false);
      for (const key of STAFF_ONLY_KEYS) expect(JSON.stringify(deal)).not.toContain(`"${key}"`);
    }
  });

  it('reads each deal read-only, with no notes, figures, approvals or review notes', async () => {
    const cookie = await cookieFor(email);
    const deals = await listAll(ctx, cookie);
    for (const { id } of deals.slice(0, 3)) {
      const detail = await ctx.request('GET', `/api/transactions/${id}`, { cookie });
      expect(detail.status).toBe(200);
      expect(detail.json).toMatchObject({
        financials_visible: false,
        pending_approvals: 0,
        access: {
          read_only: true,
          can_edit: false,
          can_reassign: false,
          can_assign_staff: false,
          can_review_checklist: false,
          can_see_financials: false,
          can_see_notes: false,
          allowed_transitions: [],
        },
      });
      for (const key of STAFF_ONLY_KEYS) expect(JSON.stringify(detail.json)).not.toContain(`"${key}"`);
      const notes = await ctx.request('GET', `/api/transactions/${id}/notes`, { cookie });
      expect([403, 404]).toContain(notes.status);
      const checklist = await ctx.request('GET', `/api/transactions/${id}/checklist`, { cookie });
      if (checklist.status === 200)
        for (const item of checklist.json.items) expect(item.note, 'reviewer notes stay with staff').toBeNull();
      const edit = await ctx.request('PATCH', `/api/transactions/${id}`, { cookie, body: { beds: 9 } });
      expect([403, 404, 409]).toContain(edit.status);
    }
  });

  it('gets 404 for a deal that is not theirs', async () => {
    const mine = new Set((await listAll(ctx, await cookieFor(email))).map((d) => d.id));
    const other = (await listAll(ctx, await cookieFor('broker@demo.test'))).find((d) => !mine.has(d.id))!;
    const response = await ctx.request('GET', `/api/transactions/${other.id}`, { cookie: await cookieFor(email) });
    expect(response.status).toBe(404);
  });
});
