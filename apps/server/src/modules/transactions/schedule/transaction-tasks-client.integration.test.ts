import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { listAll, sessions } from '../transactions-test-kit';

/*
 * A deal's tasks are the staff's to-do list; a client sees only the tasks assigned to them and may
 * tick those off without any right to edit the deal (issue 18: what a client must do).
 */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

async function buyerDealWithTasks() {
  const buyer = await cookieFor('buyer@demo.test');
  const broker = await cookieFor('broker@demo.test');
  const buyerId = (await ctx.request('GET', '/api/me', { cookie: buyer })).json.user.id as string;
  const [deal] = await listAll(ctx, buyer);
  const add = async (title: string, assignee_id: string | null) => {
    const created = await ctx.request('POST', `/api/transactions/${deal!.id}/tasks`, {
      cookie: broker,
      body: { title, due_date: '2031-03-01', assignee_id },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return created.json as { id: string; version: number };
  };
  const mine = await add('Upload the pre-approval letter', buyerId);
  const staff = await add('Call the lender about the appraisal', null);
  return { buyer, broker, dealId: deal!.id, mine, staff };
}

describe('a client and the tasks of their deal', () => {
  it('sees only the tasks assigned to them; the staff sees all', async () => {
    const { buyer, broker, dealId, mine, staff } = await buyerDealWithTasks();
    const theirs = await ctx.request('GET', `/api/transactions/${dealId}/tasks`, { cookie: buyer });
    expect(theirs.status).toBe(200);
    const ids = theirs.json.items.map((t: { id: string }) => t.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(staff.id);
    expect((await ctx.request('GET', `/api/transactions/${dealId}/tasks/${staff.id}`, { cookie: buyer })).status).toBe(404);
    const all = await ctx.request('GET', `/api/transactions/${dealId}/tasks`, { cookie: broker });
    expect(all.json.items.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining([mine.id, staff.id]));
  });

  it('ticks off their own task (versioned), cannot touch others or edit theirs', async () => {
    const { buyer, dealId, mine, staff } = await buyerDealWithTasks();
    const path = `/api/transactions/${dealId}/tasks/${mine.id}`;
    const done = await ctx.request('PUT', `${path}/completion`, {
      cookie: buyer,
      body: { completed: true },
      headers: { 'if-match': `"${mine.version}"` },
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.completed_at).not.toBeNull();
    const stale = await ctx.request('PUT', `${path}/completion`, {
      cookie: buyer,
      body: { completed: false },
      headers: { 'if-match': `"${mine.version}"` },
    });
    expect(stale.status).toBe(409);
    const other = await ctx.request('PUT', `/api/transactions/${dealId}/tasks/${staff.id}/completion`, {
      cookie: buyer,
      body: { completed: true },
    });
    expect(other.status).toBe(404);
    const rename = await ctx.request('PATCH', path, { cookie: buyer, body: { title: 'Nothing to do' } });
    expect([403, 404]).toContain(rename.status);
    const bad = await ctx.request('PUT', `${path}/completion`, { cookie: buyer, body: { completed: 'yes' } });
    expect(bad.status).toBe(400);
  });

  it('a realtor outside the deal gets 404 on its tasks', async () => {
    const { dealId, mine } = await buyerDealWithTasks();
    const outsider = await cookieFor('realtor@lakeside.demo.test');
    const res = await ctx.request('PUT', `/api/transactions/${dealId}/tasks/${mine.id}/completion`, {
      cookie: outsider,
      body: { completed: true },
    });
    expect(res.status).toBe(404);
  });
});
