import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createDeal, listAll, sessions } from '../transactions.test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
const user = (role: string) => ctx.seed!.harborview.users.get(role as never)!;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

describe('participants', () => {
  it('puts the agent on a new deal and lets one person hold several roles', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie, {
      side: 'dual',
      participants: [
        { user_id: user('buyer'), roles: ['buyer', 'seller'] },
        { first_name: 'Ada', last_name: 'Inspector', company: 'Keystone Inspections', roles: ['inspector'] },
      ],
    });
    const people = (await ctx.request('GET', `/api/transactions/${deal.id}/participants`, { cookie })).json
      .items;
    expect(people.map((p: any) => [p.display_name, p.roles, p.is_client])).toEqual([
      ['Riley Chen', ['listing_agent', 'buyer_agent'], false],
      ['Bianca Summers', ['buyer', 'seller'], true],
      ['Ada Inspector', ['inspector'], false],
    ]);
    const buyerSees = await listAll(ctx, await cookieFor('buyer@demo.test'));
    expect(buyerSees.map((d) => d.id)).toContain(deal.id);
  });

  it('refuses strangers, duplicates and people of another organization', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie);
    const outsider = await ctx.request('POST', `/api/transactions/${deal.id}/participants`, {
      cookie,
      body: { user_id: ctx.seed!.lakeside.users.get('buyer'), roles: ['buyer'] },
    });
    expect(outsider.status).toBe(400);
    expect(outsider.json.error.fields).toHaveProperty('user_id');
    const twice = await ctx.request('POST', `/api/transactions/${deal.id}/participants`, {
      cookie,
      body: { user_id: user('realtor'), roles: ['buyer_agent'] },
    });
    expect(twice.status).toBe(409);
    const noRole = await ctx.request('POST', `/api/transactions/${deal.id}/participants`, {
      cookie,
      body: { first_name: 'X', roles: [] },
    });
    expect(noRole.status).toBe(400);
    const bad = await ctx.request('POST', '/api/transactions', {
      cookie,
      body: {
        type: 'purchase',
        side: 'buyer',
        address: { line1: '1 A St', city: 'B' },
        participants: [
          { first_name: 'A', roles: ['buyer'] },
          { contact_id: crypto.randomUUID(), roles: ['seller'] },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('participants.1.contact_id');
  });

  it('updates roles and removes a participant, which makes the deal searchable by the new name only', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie);
    const added = await ctx.request('POST', `/api/transactions/${deal.id}/participants`, {
      cookie,
      body: { first_name: 'Quentin', last_name: 'Zebulon', roles: ['buyer'] },
    });
    expect(added.status).toBe(201);
    const pid = added.json.participant.id;
    expect((await listAll(ctx, cookie, '/api/transactions', 'q=zebulon')).map((d) => d.id)).toEqual([
      deal.id,
    ]);
    const updated = await ctx.request('PATCH', `/api/transactions/${deal.id}/participants/${pid}`, {
      cookie,
      body: { roles: ['buyer', 'tenant'], last_name: 'Zeta' },
    });
    expect(updated.json.participant.roles).toEqual(['buyer', 'tenant']);
    expect(await listAll(ctx, cookie, '/api/transactions', 'q=zebulon')).toEqual([]);
    expect(
      (await ctx.request('DELETE', `/api/transactions/${deal.id}/participants/${pid}`, { cookie })).json,
    ).toEqual({ outcome: 'applied' });
    expect(
      (await ctx.request('DELETE', `/api/transactions/${deal.id}/participants/${pid}`, { cookie })).status,
    ).toBe(404);
  });
});

describe('assignments', () => {
  it('are offered to the deal’s agent and brokers; only brokers may reassign or relax the checklist', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'));
    const accessOf = async (email: string) =>
      (await ctx.request('GET', `/api/transactions/${deal.id}`, { cookie: await cookieFor(email) })).json
        .access;
    expect(await accessOf('realtor@demo.test')).toMatchObject({
      can_reassign: false,
      can_assign_staff: true,
      can_relax_checklist: false,
    });
    expect(await accessOf('broker@demo.test')).toMatchObject({
      can_reassign: true,
      can_assign_staff: true,
      can_relax_checklist: true,
    });
  });

  it('give an assigned-scope person the deal, and taking them away hides it again', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'));
    const escrow = await cookieFor('escrow_officer@demo.test');
    expect((await ctx.request('GET', `/api/transactions/${deal.id}`, { cookie: escrow })).status).toBe(404);
    const added = await ctx.request('POST', `/api/transactions/${deal.id}/assignments`, {
      cookie: await cookieFor('realtor@demo.test'),
      body: { user_id: user('escrow_officer') },
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      role_key: 'escrow_officer',
      user: { first_name: 'Elena' },
      assigned_by: { first_name: 'Riley' },
    });
    const seen = await ctx.request('GET', `/api/transactions/${deal.id}`, { cookie: escrow });
    expect(seen.status).toBe(200);
    expect(seen.json.access).toMatchObject({
      can_edit: false,
      can_assign_staff: false,
      can_review_checklist: true,
      can_see_notes: true,
    });
    const tc = await ctx.request('POST', `/api/transactions/${deal.id}/assignments`, {
      cookie: await cookieFor('transaction_coordinator@demo.test'),
      body: { user_id: user('paralegal') },
    });
    expect(tc.status).toBe(404);
    const lake = await ctx.request('POST', `/api/transactions/${deal.id}/assignments`, {
      cookie: await cookieFor('realtor@demo.test'),
      body: { user_id: ctx.seed!.lakeside.users.get('broker') },
    });
    expect(lake.status).toBe(400);
    expect(
      (
        await ctx.request('DELETE', `/api/transactions/${deal.id}/assignments/${added.json.id}`, {
          cookie: await cookieFor('broker@demo.test'),
        })
      ).status,
    ).toBe(200);
    expect((await ctx.request('GET', `/api/transactions/${deal.id}`, { cookie: escrow })).status).toBe(404);
  });
});

describe('internal notes', () => {
  it('mention teammates only, and never reach clients', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie, {
      participants: [{ user_id: user('buyer'), roles: ['buyer'] }],
    });
    const note = await ctx.request('POST', `/api/transactions/${deal.id}/notes`, {
      cookie,
      body: {
        body: '@Taylor can you chase the HOA docs?',
        mention_user_ids: [user('transaction_coordinator')],
      },
    });
    expect(note.status).toBe(201);
    expect(note.json).toMatchObject({
      author: { first_name: 'Riley' },
      mentions: [{ first_name: 'Taylor', last_name: 'Brooks' }],
    });
    const stranger = await ctx.request('POST', `/api/transactions/${deal.id}/notes`, {
      cookie,
      body: { body: 'hi', mention_user_ids: [user('attorney'), ctx.seed!.lakeside.users.get('broker')] },
    });
    expect(stranger.status).toBe(400);
    expect(Object.keys(stranger.json.error.fields)).toEqual(['mention_user_ids.1']);
    const list = await ctx.request('GET', `/api/transactions/${deal.id}/notes`, {
      cookie: await cookieFor('team_leader@demo.test'),
    });
    expect(list.json.items.map((n: any) => n.body)).toEqual(['@Taylor can you chase the HOA docs?']);
    const buyer = await cookieFor('buyer@demo.test');
    expect((await ctx.request('GET', `/api/transactions/${deal.id}/notes`, { cookie: buyer })).status).toBe(
      403,
    );
    expect(
      (
        await ctx.request('POST', `/api/transactions/${deal.id}/notes`, {
          cookie: buyer,
          body: { body: 'hello' },
        })
      ).status,
    ).toBe(403);
    const timeline = await ctx.request('GET', `/api/transactions/${deal.id}/timeline`, { cookie: buyer });
    expect(timeline.json.items.some((e: any) => e.action.startsWith('note.'))).toBe(false);
    const agentTimeline = await ctx.request('GET', `/api/transactions/${deal.id}/timeline`, { cookie });
    expect(agentTimeline.json.items.some((e: any) => e.action === 'note.create')).toBe(true);
  });
});

describe('tasks', () => {
  it('are assigned to members, completed and re-opened', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie);
    const task = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie,
      body: { title: 'Book movers', due_date: '2026-08-01', assignee_id: user('assistant') },
    });
    expect(task.json.assignee.first_name).toBe('Alex');
    const done = await ctx.request('PATCH', `/api/transactions/${deal.id}/tasks/${task.json.id}`, {
      cookie,
      body: { completed: true },
    });
    expect(done.json).toMatchObject({ completed_by: { first_name: 'Riley' } });
    expect(done.json.completed_at).not.toBeNull();
    const reopened = await ctx.request('PATCH', `/api/transactions/${deal.id}/tasks/${task.json.id}`, {
      cookie,
      body: { completed: false },
    });
    expect(reopened.json.completed_at).toBeNull();
    const bad = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie,
      body: { title: 'x', date_key: 'nope' },
    });
    expect(bad.json.error.fields).toHaveProperty('date_key');
  });

  it('are assigned only to active members of the deal’s organization', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie);
    const foreign = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie,
      body: { title: 'Call lender', assignee_id: ctx.seed!.lakeside.users.get('realtor') },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields.assignee_id).toBe('Not an active member of this organization');
    const task = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie,
      body: { title: 'Call lender' },
    });
    const reassigned = await ctx.request('PATCH', `/api/transactions/${deal.id}/tasks/${task.json.id}`, {
      cookie,
      body: { assignee_id: 'no-such-user' },
    });
    expect(reassigned.status).toBe(400);
    expect(reassigned.json.error.fields.assignee_id).toBe('Not an active member of this organization');
  });

  it('are deleted by whoever may edit the deal, with an audit row; out of scope is 404', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie);
    const task = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie,
      body: { title: 'Order survey', due_date: '2026-08-01' },
    });
    const path = `/api/transactions/${deal.id}/tasks/${task.json.id}`;
    expect(
      (await ctx.request('DELETE', path, { cookie: await cookieFor('leasing_agent@demo.test') })).status,
    ).toBe(404);
    expect((await ctx.request('DELETE', path, { cookie: await cookieFor('buyer@demo.test') })).status).toBe(
      403,
    );
    const deleted = await ctx.request('DELETE', path, { cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ ok: true });
    const tasks = await ctx.request('GET', `/api/transactions/${deal.id}/tasks`, { cookie });
    expect(tasks.json.items.map((t: any) => t.id)).not.toContain(task.json.id);
    expect((await ctx.request('DELETE', path, { cookie })).status).toBe(404);
    const timeline = await ctx.request('GET', `/api/transactions/${deal.id}/timeline`, { cookie });
    expect(timeline.json.items.map((e: any) => e.action)).toContain('task.delete');
  });
});
