import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_STATUSES } from '@threshold/domain/transactions/transaction-status';
import { createTestContext, type TestContext } from '../../test/harness';
import { createDeal, listAll, sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const open = new Set<string>(OPEN_STATUSES);

async function myDeals(email: string, limit = 50) {
  const response = await ctx.request('GET', `/api/dashboard/my-deals?limit=${limit}`, {
    cookie: await cookieFor(email),
  });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as { total: number; items: any[] };
}

/** The open deals the deals list shows this user: the dashboard must agree with it exactly. */
async function openDealIds(email: string) {
  const items = await listAll(ctx, await cookieFor(email));
  return new Set(items.filter((d) => open.has(d.status)).map((d) => d.id as string));
}

describe('GET /api/dashboard/my-deals', () => {
  it('counts only the realtor’s own deals, never another agent’s', async () => {
    const mine = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
      title: 'Dashboard realtor deal',
    });
    const theirs = await createDeal(ctx, await cookieFor('leasing_agent@demo.test'), {
      title: 'Dashboard other agent deal',
    });
    const dashboard = await myDeals('realtor@demo.test');
    const ids = dashboard.items.map((d) => d.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const expected = await openDealIds('realtor@demo.test');
    expect(dashboard.total).toBe(expected.size);
    expect(ids.every((id) => expected.has(id))).toBe(true);
  });

  it('shows a buyer only the deals they take part in, with their agent and no money', async () => {
    const dashboard = await myDeals('buyer@demo.test');
    const expected = await openDealIds('buyer@demo.test');
    expect(dashboard.total).toBe(expected.size);
    expect(new Set(dashboard.items.map((d) => d.id))).toEqual(expected);
    for (const deal of dashboard.items) {
      expect(deal.agent.email).toMatch(/@/);
      expect(JSON.stringify(deal)).not.toMatch(/cents|commission|gci/i);
    }
  });

  it.each(['broker', 'team_leader', 'transaction_coordinator', 'attorney', 'seller', 'renter'])(
    'agrees with the deals list of a %s (same scope, open deals only)',
    async (role) => {
      const email = `${role}@demo.test`;
      const dashboard = await myDeals(email);
      const expected = await openDealIds(email);
      expect(dashboard.total).toBe(expected.size);
      expect(dashboard.items.length).toBe(Math.min(50, expected.size));
      expect(dashboard.items.every((d) => expected.has(d.id))).toBe(true);
    },
  );

  it('reports checklist progress and the next open deadline of each deal', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
      title: 'Dashboard checklist deal',
    });
    const checklist = await ctx.request('GET', `/api/transactions/${deal.id}/checklist`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    const row = (await myDeals('realtor@demo.test')).items.find((d) => d.id === deal.id);
    expect(row.checklist.total).toBe(checklist.json.items.length);
    expect(row.checklist.to_submit).toBe(
      checklist.json.items.filter((i: any) => i.status === 'pending' || i.status === 'returned').length,
    );
  });

  it('filters to deals with returned checklist items', async () => {
    const agent = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, agent, { title: 'Dashboard returned deal' });
    const before = await ctx.request('GET', '/api/dashboard/my-deals?returned=true&limit=50', {
      cookie: agent,
    });
    expect(before.json.items.map((d: any) => d.id)).not.toContain(deal.id);
    const list = await ctx.request('GET', `/api/transactions/${deal.id}/checklist`, { cookie: agent });
    const item = list.json.items[0];
    const base = `/api/transactions/${deal.id}/checklist/${item.id}`;
    const submitted = await ctx.request('POST', `${base}/submit`, {
      cookie: agent,
      body: { document_name: 'a.pdf' },
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    const returned = await ctx.request('POST', `${base}/return`, {
      cookie: await cookieFor('broker@demo.test'),
      body: { note: 'Unsigned' },
    });
    expect(returned.status, JSON.stringify(returned.json)).toBe(200);
    const after = await ctx.request('GET', '/api/dashboard/my-deals?returned=true&limit=50', {
      cookie: agent,
    });
    const row = after.json.items.find((d: any) => d.id === deal.id);
    expect(row.checklist.returned).toBe(1);
    expect(after.json.items.every((d: any) => d.checklist.returned > 0)).toBe(true);
  });

  it('limits the rows but not the total', async () => {
    const all = await myDeals('broker@demo.test', 50);
    const two = await myDeals('broker@demo.test', 2);
    expect(two.items).toHaveLength(Math.min(2, all.total));
    expect(two.total).toBe(all.total);
  });

  it('refuses a user without a deal permission and validates the limit', async () => {
    const unassigned = await ctx.request('GET', '/api/dashboard/my-deals', {
      cookie: await cookieFor('unassigned@demo.test'),
    });
    expect(unassigned.status).toBe(403);
    const anonymous = await ctx.request('GET', '/api/dashboard/my-deals');
    expect(anonymous.status).toBe(401);
    const bad = await ctx.request('GET', '/api/dashboard/my-deals?limit=500', {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.limit).toBeTruthy();
    const flag = await ctx.request('GET', '/api/dashboard/my-deals?returned=yes', {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(flag.status).toBe(400);
    expect(flag.json.error.fields.returned).toBeTruthy();
  });
});
