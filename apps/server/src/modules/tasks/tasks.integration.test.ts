import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { ifMatch } from '../../test/versioning-kit';
import { createDeal, listAll, sessions } from '../transactions/transactions-test-kit';
import { addKeyDate, dayFromToday } from '../calendar/calendar-test-kit';

/** GET /api/tasks: deal tasks and follow-ups in one list, by view and due state, in scope. */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let dealId = '';
let contactId = '';
let realtorId = '';
let tcId = '';

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  realtorId = ctx.seed!.harborview.users.get('realtor')!;
  tcId = ctx.seed!.harborview.users.get('team_leader')!;
  const realtor = await cookieFor('realtor@demo.test');
  dealId = (await createDeal(ctx, realtor, { address: { line1: '5 Task Street', city: 'Harborview' } })).id;
  const dealTask = async (title: string, due: string | null, assignee: string | null) => {
    const res = await ctx.request('POST', `/api/transactions/${dealId}/tasks`, {
      cookie: realtor,
      body: { title, due_date: due, assignee_id: assignee },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  };
  await dealTask('TT overdue deal task', dayFromToday(-3), realtorId);
  await dealTask('TT today deal task', dayFromToday(0), realtorId);
  await dealTask('TT upcoming deal task', dayFromToday(6), realtorId);
  await dealTask('TT handed to the team leader', dayFromToday(2), tcId);
  const contact = await ctx.request('POST', '/api/contacts', {
    cookie: realtor,
    body: { first_name: 'Tasha', last_name: 'Lead' },
  });
  contactId = contact.json.id;
  const followUp = await ctx.request('POST', `/api/contacts/${contactId}/tasks`, {
    cookie: realtor,
    body: { title: 'TT overdue follow-up', due_at: new Date(Date.now() - 3 * 86_400_000).toISOString() },
  });
  expect(followUp.status, JSON.stringify(followUp.json)).toBe(201);
});
afterAll(() => ctx.close());

const titlesOf = (items: any[]) => items.map((i) => i.title).filter((t: string) => t.startsWith('TT '));

describe('GET /api/tasks', () => {
  it('lists my open tasks from deals and contacts, soonest first', async () => {
    const items = await listAll(ctx, await cookieFor('realtor@demo.test'), '/api/tasks', 'limit=2');
    // A deal task is due at the start of its day; the follow-up at its hour three days ago.
    expect(titlesOf(items)).toEqual([
      'TT overdue deal task',
      'TT overdue follow-up',
      'TT today deal task',
      'TT upcoming deal task',
    ]);
    const follow = items.find((i) => i.title === 'TT overdue follow-up');
    expect(follow).toMatchObject({
      source: 'contact',
      parent_id: contactId,
      parent_title: 'Tasha Lead',
      state: 'overdue',
    });
    expect(items.filter((i) => i.title.startsWith('TT ')).every((i) => i.linked === false)).toBe(true);
    const today = items.find((i) => i.title === 'TT today deal task');
    expect(today).toMatchObject({
      source: 'deal',
      parent_id: dealId,
      state: 'due_today',
      assignee: { id: realtorId },
    });
  });

  it('marks a deal task that follows a key date as linked', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    await addKeyDate(ctx, realtor, dealId, 'tt_walk', 'TT walk-through', dayFromToday(9));
    const res = await ctx.request('POST', `/api/transactions/${dealId}/tasks`, {
      cookie: realtor,
      body: { title: 'TT linked task', date_key: 'tt_walk', offset_days: -1, assignee_id: realtorId },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const items = (await ctx.request('GET', '/api/tasks?due=upcoming', { cookie: realtor })).json.items;
    expect(items.find((i: any) => i.title === 'TT linked task')).toMatchObject({
      linked: true,
      due: dayFromToday(8),
    });
  });

  it('filters by due state and source', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const get = async (query: string) => {
      const res = await ctx.request('GET', `/api/tasks?${query}`, { cookie: realtor });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return titlesOf(res.json.items);
    };
    expect(await get('due=overdue')).toEqual(['TT overdue deal task', 'TT overdue follow-up']);
    expect(await get('due=today')).toEqual(['TT today deal task']);
    expect(await get('due=upcoming')).toEqual(['TT upcoming deal task', 'TT linked task']);
    expect(await get('due=overdue&source=deal')).toEqual(['TT overdue deal task']);
  });

  it('lists what I assigned to others, and theirs for them', async () => {
    expect(
      titlesOf(
        (
          await ctx.request('GET', '/api/tasks?view=assigned_by_me', {
            cookie: await cookieFor('realtor@demo.test'),
          })
        ).json.items,
      ),
    ).toEqual(['TT handed to the team leader']);
    const tc = await ctx.request('GET', '/api/tasks', { cookie: await cookieFor('team_leader@demo.test') });
    expect(titlesOf(tc.json.items)).toEqual(['TT handed to the team leader']);
    const other = await ctx.request('GET', '/api/tasks', {
      cookie: await cookieFor('leasing_agent@demo.test'),
    });
    expect(titlesOf(other.json.items)).toEqual([]);
  });

  it('moves a task to done once completed where it lives', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const open = (await ctx.request('GET', '/api/tasks?due=today', { cookie: realtor })).json.items;
    const task = open.find((i: any) => i.title === 'TT today deal task');
    const done = await ctx.request('PATCH', `/api/transactions/${task.parent_id}/tasks/${task.id}`, {
      cookie: realtor,
      body: { completed: true },
      headers: ifMatch(task.version),
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(
      titlesOf((await ctx.request('GET', '/api/tasks?due=today', { cookie: realtor })).json.items),
    ).toEqual([]);
    const finished = (await ctx.request('GET', '/api/tasks?due=done', { cookie: realtor })).json.items;
    expect(finished.find((i: any) => i.id === task.id)).toMatchObject({ state: 'done' });
  });

  it('refuses a bad query and a foreign cursor with field errors', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const bad = await ctx.request('GET', '/api/tasks?due=someday', { cookie: realtor });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('due');
    const cursor = Buffer.from(
      JSON.stringify(['deadlines', '2026-01-01', '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url');
    const foreign = await ctx.request('GET', `/api/tasks?cursor=${cursor}`, { cookie: realtor });
    expect(foreign.status).toBe(400);
  });
});
