import { expect } from 'vitest';
import type { TestContext } from '../../test/harness';

/** Shared helpers of the calendar integration suites (not a test file itself). */

/** A day n days from today (UTC), "YYYY-MM-DD". */
export const dayFromToday = (n: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export async function addKeyDate(
  ctx: TestContext,
  cookie: string,
  dealId: string,
  key: string,
  label: string,
  date: string,
) {
  const res = await ctx.request('POST', `/api/transactions/${dealId}/dates`, {
    cookie,
    body: { key, label, kind: 'absolute', date },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
}

export async function createEvent(ctx: TestContext, cookie: string, body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/calendar/events', { cookie, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

export async function range(ctx: TestContext, cookie: string, query: string) {
  const res = await ctx.request('GET', `/api/calendar?${query}`, { cookie });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.items as any[];
}
