import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, userId } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let realtor: string;

beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  realtor = await as('realtor@demo.test');
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const newContact = async (body: Record<string, unknown> = {}, cookie = realtor) =>
  (
    await ctx.request('POST', '/api/contacts', {
      cookie,
      body: { first_name: 'Tim', last_name: 'Line', ...body },
    })
  ).json;

describe('activity timeline', () => {
  it('logs calls, e-mails, meetings, showings and notes with author and time, newest first', async () => {
    const c = await newContact();
    const at = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    for (const [kind, days] of [
      ['call', 5],
      ['email', 4],
      ['meeting', 3],
      ['showing', 2],
      ['note', 1],
    ] as const) {
      const res = await ctx.request('POST', `/api/contacts/${c.id}/activities`, {
        cookie: realtor,
        body: {
          kind,
          occurred_at: at(days),
          details: kind === 'call' ? { outcome: 'connected', duration_minutes: 12 } : {},
        },
      });
      expect(res.status).toBe(201);
      expect(res.json.author).toMatchObject({ first_name: 'Riley', last_name: 'Chen' });
    }
    const page1 = await ctx.request('GET', `/api/contacts/${c.id}/activities?limit=3`, { cookie: realtor });
    expect(page1.json.items.map((a: { kind: string }) => a.kind)).toEqual(['note', 'showing', 'meeting']);
    const page2 = await ctx.request(
      'GET',
      `/api/contacts/${c.id}/activities?limit=3&cursor=${page1.json.nextCursor}`,
      { cookie: realtor },
    );
    expect(page2.json.items.map((a: { kind: string }) => a.kind)).toEqual(['email', 'call']);
    expect(page2.json.items[1].details).toEqual({ outcome: 'connected', duration_minutes: 12 });
    expect(page2.json.nextCursor).toBeNull();
    // The showing two days ago is the last contact; the note after it does not count.
    const contact = await ctx.request('GET', `/api/contacts/${c.id}`, { cookie: realtor });
    expect(contact.json.last_contacted_at).toBe(
      at(2).slice(0, 16) + contact.json.last_contacted_at.slice(16),
    );
    const calls = await ctx.request('GET', `/api/contacts/${c.id}/activities?kind=call`, { cookie: realtor });
    expect(calls.json.items).toHaveLength(1);
    expect(
      (
        await ctx.request('POST', `/api/contacts/${c.id}/activities`, {
          cookie: realtor,
          body: { kind: 'stage_change' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await ctx.request('POST', `/api/contacts/${c.id}/activities`, {
          cookie: realtor,
          body: { kind: 'call', occurred_at: new Date(Date.now() + 3 * DAY).toISOString() },
        })
      ).status,
    ).toBe(400);
  });

  it('lets the author delete a hand-logged entry but never a system entry', async () => {
    const c = await newContact();
    await ctx.request('PATCH', `/api/contacts/${c.id}`, { cookie: realtor, body: { stage: 'contacted' } });
    const note = (
      await ctx.request('POST', `/api/contacts/${c.id}/activities`, {
        cookie: realtor,
        body: { kind: 'note', body: 'typo' },
      })
    ).json;
    const items = (await ctx.request('GET', `/api/contacts/${c.id}/activities`, { cookie: realtor })).json
      .items;
    const stage = items.find((a: { kind: string }) => a.kind === 'stage_change');
    expect(
      (await ctx.request('DELETE', `/api/contacts/${c.id}/activities/${stage.id}`, { cookie: realtor }))
        .status,
    ).toBe(409);
    expect(
      (await ctx.request('DELETE', `/api/contacts/${c.id}/activities/${note.id}`, { cookie: realtor }))
        .status,
    ).toBe(200);
  });
});

describe('follow-ups and needs attention', () => {
  it('tracks tasks, overdue follow-ups and the caller’s task list', async () => {
    const c = await newContact({ last_contacted_at: new Date().toISOString() });
    expect(c.needs_attention).toBe(false);
    const overdue = await ctx.request('POST', `/api/contacts/${c.id}/tasks`, {
      cookie: realtor,
      body: { title: 'Send comps', due_at: new Date(Date.now() - DAY).toISOString() },
    });
    expect(overdue.status).toBe(201);
    expect(overdue.json).toMatchObject({
      overdue: true,
      assignee: { first_name: 'Riley' },
      contact_name: 'Tim Line',
    });
    const assistant = await userId(ctx, 'assistant@demo.test');
    const later = await ctx.request('POST', `/api/contacts/${c.id}/tasks`, {
      cookie: realtor,
      body: { title: 'Prep CMA', due_at: new Date(Date.now() + DAY).toISOString(), assignee_id: assistant },
    });
    expect(later.json.assignee.first_name).toBe('Alex');
    const flagged = await ctx.request('GET', `/api/contacts/${c.id}`, { cookie: realtor });
    expect(flagged.json).toMatchObject({ needs_attention: true, attention_reasons: ['overdue_task'] });
    const attention = await ctx.request('GET', '/api/contacts?needs_attention=true&limit=200', {
      cookie: realtor,
    });
    expect(attention.json.items.map((i: { id: string }) => i.id)).toContain(c.id);
    // The assistant now sees the contact (an open task is theirs) and finds the task in their list.
    const mine = await ctx.request('GET', '/api/contacts/tasks', { cookie: await as('assistant@demo.test') });
    expect(mine.json.items.map((t: { id: string }) => t.id)).toContain(later.json.id);
    const done = await ctx.request('PATCH', `/api/contacts/${c.id}/tasks/${overdue.json.id}`, {
      cookie: realtor,
      body: { completed: true },
    });
    expect(done.json).toMatchObject({ overdue: false, completed_at: expect.any(String) });
    const cleared = await ctx.request('GET', `/api/contacts/${c.id}`, { cookie: realtor });
    expect(cleared.json).toMatchObject({ needs_attention: false, next_task_due_at: later.json.due_at });
    const open = await ctx.request('GET', `/api/contacts/${c.id}/tasks?status=open`, { cookie: realtor });
    expect(open.json.items.map((t: { title: string }) => t.title)).toEqual(['Prep CMA']);
    const lakeside = await userId(ctx, 'realtor@lakeside.demo.test');
    expect(
      (
        await ctx.request('POST', `/api/contacts/${c.id}/tasks`, {
          cookie: realtor,
          body: { title: 'x', due_at: new Date().toISOString(), assignee_id: lakeside },
        })
      ).status,
    ).toBe(400);
  });

  it('flags contacts nobody touched within the organization’s N days, which managers can change', async () => {
    const c = await newContact({ last_contacted_at: new Date(Date.now() - 10 * DAY).toISOString() });
    expect(c.needs_attention).toBe(false);
    expect(
      (
        await ctx.request('PATCH', '/api/contacts/settings', {
          cookie: realtor,
          body: { needs_attention_days: 7 },
        })
      ).status,
    ).toBe(403);
    const manager = await as('managing_broker@demo.test');
    const bad = await ctx.request('PATCH', '/api/contacts/settings', {
      cookie: manager,
      body: { needs_attention_days: 0 },
    });
    expect(bad.json.error.fields).toEqual({ needs_attention_days: 'At least 1 day' });
    const set = await ctx.request('PATCH', '/api/contacts/settings', {
      cookie: manager,
      body: { needs_attention_days: 7 },
    });
    expect(set.json.needs_attention_days).toBe(7);
    expect(
      (await ctx.request('GET', '/api/contacts/settings', { cookie: realtor })).json.needs_attention_days,
    ).toBe(7);
    const now = await ctx.request('GET', `/api/contacts/${c.id}`, { cookie: realtor });
    expect(now.json).toMatchObject({ needs_attention: true, attention_reasons: ['no_recent_contact'] });
    await ctx.request('PATCH', '/api/contacts/settings', {
      cookie: manager,
      body: { needs_attention_days: 14 },
    });
  });
});

describe('lead routing', () => {
  it('assigns new unowned leads round-robin among the chosen agents', async () => {
    const manager = await as('managing_broker@demo.test');
    const agents = [await userId(ctx, 'realtor@demo.test'), await userId(ctx, 'leasing_agent@demo.test')];
    const set = await ctx.request('PATCH', '/api/contacts/settings', {
      cookie: manager,
      body: { lead_routing: { mode: 'round_robin', agent_ids: agents } },
    });
    expect(set.json.lead_routing).toMatchObject({
      mode: 'round_robin',
      agents: [{ first_name: 'Riley' }, { first_name: 'Luis' }],
    });
    const admin = await as('brokerage_admin@demo.test');
    const owners = [];
    for (let i = 0; i < 4; i++)
      owners.push((await newContact({ first_name: `Lead${i}`, owner_id: null }, admin)).owner_id);
    expect(owners).toEqual([agents[0], agents[1], agents[0], agents[1]]);
    const outsider = await ctx.request('PATCH', '/api/contacts/settings', {
      cookie: manager,
      body: { lead_routing: { mode: 'round_robin', agent_ids: [await userId(ctx, 'buyer@demo.test')] } },
    });
    expect(outsider.json.error.fields).toEqual({
      'lead_routing.agent_ids.0': 'Not an agent of this organization',
    });
  });

  it('leaves leads for the first agent to claim; the second claim gets 409', async () => {
    const manager = await as('managing_broker@demo.test');
    await ctx.request('PATCH', '/api/contacts/settings', {
      cookie: manager,
      body: { lead_routing: { mode: 'first_to_claim', agent_ids: [] } },
    });
    const lead = await newContact(
      { first_name: 'Claimable', owner_id: null },
      await as('brokerage_admin@demo.test'),
    );
    expect(lead.owner_id).toBeNull();
    const pool = await ctx.request('GET', '/api/contacts?owner=unassigned&q=claimable', { cookie: realtor });
    expect(pool.json.items).toHaveLength(1);
    const first = await ctx.request('POST', `/api/contacts/${lead.id}/claim`, { cookie: realtor });
    expect(first.status).toBe(200);
    expect(first.json.owner.first_name).toBe('Riley');
    const second = await ctx.request('POST', `/api/contacts/${lead.id}/claim`, {
      cookie: await as('leasing_agent@demo.test'),
    });
    expect(second.status).toBe(409);
    expect(
      (await ctx.request('GET', `/api/contacts/${lead.id}`, { cookie: await as('leasing_agent@demo.test') }))
        .status,
    ).toBe(404);
  });
});

describe('bulk actions', () => {
  it('tags, untags, sets stage and assigns many contacts at once, reporting ids it cannot see', async () => {
    const a = await newContact({ first_name: 'BulkA', tags: ['keep'] });
    const b = await newContact({ first_name: 'BulkB' });
    const hidden = await newContact({ first_name: 'BulkHidden' }, await as('broker@demo.test'));
    const ids = [a.id, b.id, hidden.id];
    const tag = await ctx.request('POST', '/api/contacts/bulk', {
      cookie: realtor,
      body: { ids, action: { type: 'add_tags', tags: ['Spring', 'keep'] } },
    });
    expect(tag.json).toEqual({ updated: 2, not_found: [hidden.id] });
    const stage = await ctx.request('POST', '/api/contacts/bulk', {
      cookie: realtor,
      body: { ids: [a.id, b.id], action: { type: 'set_stage', stage: 'nurture' } },
    });
    expect(stage.json.updated).toBe(2);
    await ctx.request('POST', '/api/contacts/bulk', {
      cookie: realtor,
      body: { ids: [a.id], action: { type: 'remove_tags', tags: ['KEEP'] } },
    });
    const got = await ctx.request('GET', `/api/contacts/${a.id}`, { cookie: realtor });
    expect(got.json).toMatchObject({ tags: ['Spring'], stage: 'nurture' });
    const timeline = await ctx.request('GET', `/api/contacts/${b.id}/activities?kind=stage_change`, {
      cookie: realtor,
    });
    expect(timeline.json.items).toHaveLength(1);
    const assign = await ctx.request('POST', '/api/contacts/bulk', {
      cookie: realtor,
      body: { ids: [a.id], action: { type: 'assign', owner_id: await userId(ctx, 'broker@demo.test') } },
    });
    expect(assign.status).toBe(400);
    const bad = await ctx.request('POST', '/api/contacts/bulk', {
      cookie: realtor,
      body: { ids: [], action: { type: 'explode' } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['action.type', 'ids']);
  });
});
