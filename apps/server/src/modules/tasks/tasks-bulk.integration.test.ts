import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createDeal, listAll, sessions } from '../transactions/transactions-test-kit';
import { dayFromToday } from '../calendar/calendar-test-kit';

/**
 * The Tasks screen's team view and its actions: a team leader sees their team's tasks and not
 * another team's; reassigning goes only to someone in the caller's scope; a bulk action reports
 * each task's own outcome (one changed meanwhile does not undo the others).
 */
let ctx: TestContext;
let as: ReturnType<typeof sessions>;
const user = (role: 'realtor' | 'leasing_agent' | 'team_leader' | 'transaction_coordinator') =>
  ctx.seed!.harborview.users.get(role)!;
let realtorDeal = '';
let contactId = '';

async function dealTask(cookie: string, dealId: string, title: string, due: string, assignee: string) {
  const res = await ctx.request('POST', `/api/transactions/${dealId}/tasks`, {
    cookie,
    body: { title, due_date: due, assignee_id: assignee },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; version: number };
}

const ref = (dealId: string, t: { id: string; version: number }) => ({
  source: 'deal',
  id: t.id,
  parent_id: dealId,
  version: t.version,
});

beforeAll(async () => {
  ctx = await createTestContext();
  as = sessions(ctx);
  const realtor = await as('realtor@demo.test');
  const leasing = await as('leasing_agent@demo.test');
  realtorDeal = (await createDeal(ctx, realtor, { address: { line1: '8 Bulk Row', city: 'Harborview' } })).id;
  const leasingDeal = (
    await createDeal(ctx, leasing, { address: { line1: '3 Bay Row', city: 'Harborview' } })
  ).id;
  await dealTask(realtor, realtorDeal, 'BK north task', dayFromToday(3), user('realtor'));
  await dealTask(leasing, leasingDeal, 'BK bayfront task', dayFromToday(3), user('leasing_agent'));
  const contact = await ctx.request('POST', '/api/contacts', {
    cookie: realtor,
    body: { first_name: 'Bulk', last_name: 'Lead' },
  });
  contactId = contact.json.id;
});
afterAll(() => ctx.close());

const titles = (items: any[]) => items.map((i) => i.title as string).filter((t) => t.startsWith('BK '));

describe('GET /api/tasks?view=team', () => {
  it('gives a team leader their team’s tasks, never another team’s; a broker everyone’s', async () => {
    const leader = titles(await listAll(ctx, await as('team_leader@demo.test'), '/api/tasks', 'view=team'));
    expect(leader).toContain('BK north task');
    expect(leader).not.toContain('BK bayfront task');
    const broker = titles(await listAll(ctx, await as('broker@demo.test'), '/api/tasks', 'view=team'));
    expect(broker).toEqual(expect.arrayContaining(['BK north task', 'BK bayfront task']));
    const lakeside = titles(
      await listAll(ctx, await as('broker@lakeside.demo.test'), '/api/tasks', 'view=team'),
    );
    expect(lakeside).toEqual([]);
  });
});

describe('POST /api/tasks/bulk', () => {
  it('refuses to reassign to someone outside the caller’s scope, and reassigns within it', async () => {
    const realtor = await as('realtor@demo.test');
    const task = await dealTask(realtor, realtorDeal, 'BK reassign me', dayFromToday(2), user('realtor'));
    const outside = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: realtor,
      body: {
        items: [ref(realtorDeal, task)],
        action: { kind: 'reassign', assignee_id: user('leasing_agent') },
      },
    });
    expect(outside.status).toBe(400);
    expect(outside.json.error.fields).toHaveProperty('assignee_id');
    const lakesideBroker = ctx.seed!.lakeside.users.get('broker')!;
    const otherOrg = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: await as('broker@demo.test'),
      body: { items: [ref(realtorDeal, task)], action: { kind: 'reassign', assignee_id: lakesideBroker } },
    });
    expect(otherOrg.status).toBe(400);
    const inside = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: realtor,
      body: {
        items: [ref(realtorDeal, task)],
        action: { kind: 'reassign', assignee_id: user('transaction_coordinator') },
      },
    });
    expect(inside.status, JSON.stringify(inside.json)).toBe(200);
    expect(inside.json.results).toEqual([expect.objectContaining({ id: task.id, ok: true })]);
    const mine = titles(await listAll(ctx, realtor, '/api/tasks', 'view=assigned_by_me'));
    expect(mine).toContain('BK reassign me');
  });

  it('snoozes and completes many tasks, reporting a stale or unseen one per item', async () => {
    const realtor = await as('realtor@demo.test');
    const a = await dealTask(realtor, realtorDeal, 'BK snooze a', dayFromToday(1), user('realtor'));
    const b = await dealTask(realtor, realtorDeal, 'BK snooze b', dayFromToday(1), user('realtor'));
    const due = new Date(Date.now() + 86_400_000);
    due.setUTCHours(15, 30, 0, 0);
    const follow = await ctx.request('POST', `/api/contacts/${contactId}/tasks`, {
      cookie: realtor,
      body: { title: 'BK follow-up', due_at: due.toISOString() },
    });
    expect(follow.status, JSON.stringify(follow.json)).toBe(201);
    const snoozed = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: realtor,
      body: {
        items: [
          ref(realtorDeal, a),
          { ...ref(realtorDeal, b), version: b.version + 5 },
          { source: 'contact', id: follow.json.id, parent_id: contactId, version: follow.json.version },
        ],
        action: { kind: 'snooze_until', until: dayFromToday(9), tz: 'UTC' },
      },
    });
    expect(snoozed.status, JSON.stringify(snoozed.json)).toBe(200);
    const [ra, rb, rc] = snoozed.json.results;
    expect(ra).toMatchObject({ id: a.id, ok: true });
    expect(rb).toMatchObject({ id: b.id, ok: false, error: { code: 'STALE_VERSION' } });
    expect(rc).toMatchObject({ ok: true });
    const after = await ctx.request('GET', `/api/transactions/${realtorDeal}/tasks/${a.id}`, {
      cookie: realtor,
    });
    expect(after.json.due_date).toBe(dayFromToday(9));
    const unchanged = await ctx.request('GET', `/api/transactions/${realtorDeal}/tasks/${b.id}`, {
      cookie: realtor,
    });
    expect(unchanged.json.due_date).toBe(dayFromToday(1));
    const moved = await ctx.request('GET', `/api/contacts/${contactId}/tasks/${follow.json.id}`, {
      cookie: realtor,
    });
    expect(moved.json.due_at).toBe(`${dayFromToday(9)}T15:30:00.000Z`);

    // Someone else's deal is out of the leasing agent's scope: that item alone is refused.
    const leasing = await as('leasing_agent@demo.test');
    const leasingDeal = (
      await createDeal(ctx, leasing, { address: { line1: '4 Bay Row', city: 'Harborview' } })
    ).id;
    const own = await dealTask(
      leasing,
      leasingDeal,
      'BK leasing own',
      dayFromToday(2),
      user('leasing_agent'),
    );
    const completed = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: leasing,
      body: {
        items: [ref(leasingDeal, own), ref(realtorDeal, { id: b.id, version: b.version })],
        action: { kind: 'complete' },
      },
    });
    expect(completed.status).toBe(200);
    expect(completed.json.results.map((r: any) => [r.ok, r.error?.code ?? null])).toEqual([
      [true, null],
      [false, 'NOT_FOUND'],
    ]);
    const stillOpen = await ctx.request('GET', `/api/transactions/${realtorDeal}/tasks/${b.id}`, {
      cookie: realtor,
    });
    expect(stillOpen.json.completed_at).toBeNull();
  });

  it('rejects an empty selection with a field error', async () => {
    const res = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: await as('realtor@demo.test'),
      body: { items: [], action: { kind: 'complete' } },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('items');
  });
});
