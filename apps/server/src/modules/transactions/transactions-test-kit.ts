import { expect } from 'vitest';
import type { TestContext } from '../../test/harness';

/** Shared helpers of the transactions integration suites (not a test file itself). */
export function sessions(ctx: TestContext) {
  const cookies = new Map<string, string>();
  return async (email: string) => {
    if (!cookies.has(email)) cookies.set(email, await ctx.signIn(email));
    return cookies.get(email)!;
  };
}

export type Api = TestContext['request'];

/** Every page of a keyset list, following nextCursor; fails on a repeated id. */
export async function listAll(
  ctx: TestContext,
  cookie: string,
  path = '/api/transactions',
  query = 'limit=100',
) {
  const items: any[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 500; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = `${path}${separator}${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await ctx.request('GET', url, { cookie });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    items.push(...response.json.items);
    cursor = response.json.nextCursor;
    if (!cursor) break;
  }
  const ids = items.map((i) => i.id);
  expect(new Set(ids).size, 'no item twice across pages').toBe(ids.length);
  return items;
}

export const newDeal = (overrides: Record<string, unknown> = {}) => ({
  type: 'purchase',
  side: 'buyer',
  address: { line1: '12 Test Harbor Rd', city: 'Harborview', state: 'WA', postal_code: '98110' },
  list_price_cents: 50_000_000,
  year_built: 1995,
  ...overrides,
});

export async function createDeal(ctx: TestContext, cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await ctx.request('POST', '/api/transactions', { cookie, body: newDeal(overrides) });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json;
}

/** Approves every required checklist item of a deal (submit as the agent, approve as the broker). */
export async function approveRequiredItems(
  ctx: TestContext,
  id: string,
  agentCookie: string,
  brokerCookie: string,
) {
  const list = await ctx.request('GET', `/api/transactions/${id}/checklist`, { cookie: agentCookie });
  for (const item of list.json.items.filter((i: any) => i.required && i.status !== 'approved')) {
    if (item.status !== 'submitted') {
      const s = await ctx.request('POST', `/api/transactions/${id}/checklist/${item.id}/submit`, {
        cookie: agentCookie,
        body: { document_name: `${item.template_key ?? 'doc'}.pdf` },
      });
      expect(s.status, JSON.stringify(s.json)).toBe(200);
    }
    const a = await ctx.request('POST', `/api/transactions/${id}/checklist/${item.id}/approve`, {
      cookie: brokerCookie,
      body: {},
    });
    expect(a.status, JSON.stringify(a.json)).toBe(200);
  }
}
