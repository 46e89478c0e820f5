import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { ifMatch, readVersioned } from '../../test/versioning-kit';
import { cookieJar } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
});
afterAll(() => ctx.close());

const harborview = () => ctx.seed!.harborview;
const user = (role: string) => harborview().users.get(role as never)!;
const team = (name: string) => harborview().teams.get(name)!;
const teamPath = (id: string) => `/api/organization/teams/${id}`;

describe('teams', () => {
  it('managers create, rename and archive teams; archived teams leave the pickers', async () => {
    const manager = await as('managing_broker@demo.test');
    const created = await ctx.request('POST', '/api/organization/teams', {
      cookie: manager,
      body: { name: 'Luxury Homes', description: 'High-end listings' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Luxury Homes',
      archived: false,
      members: [],
      can_manage: true,
    });
    const path = teamPath(created.json.id);
    const renamed = await ctx.request('PATCH', path, {
      cookie: manager,
      body: { name: 'Luxury Estates' },
      headers: ifMatch(created.json.version),
    });
    expect(renamed.json).toMatchObject({ name: 'Luxury Estates', version: created.json.version + 1 });
    const stale = await ctx.request('PATCH', path, {
      cookie: manager,
      body: { name: 'Old' },
      headers: ifMatch(created.json.version),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.current.name).toBe('Luxury Estates');
    const archived = await ctx.request('PATCH', path, { cookie: manager, body: { archived: true } });
    expect(archived.json.archived).toBe(true);
    const list = await ctx.request('GET', '/api/organization/teams', { cookie: manager });
    expect(list.json.items.map((t: any) => t.id)).not.toContain(created.json.id);
    const all = await ctx.request('GET', '/api/organization/teams?archived=include', { cookie: manager });
    expect(all.json.items.find((t: any) => t.id === created.json.id)).toMatchObject({ archived: true });
    const add = await ctx.request('POST', `${path}/members`, {
      cookie: manager,
      body: { user_id: user('realtor') },
    });
    expect(add.status).toBe(409);
    expect(
      (
        await ctx.request('POST', '/api/organization/teams', {
          cookie: await as('team_leader@demo.test'),
          body: { name: 'Mine' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.request('POST', '/api/organization/teams', { cookie: manager, body: { name: '' } })).status,
    ).toBe(400);
  });

  it('a team leader manages their own team and cannot touch another team', async () => {
    const leader = await as('team_leader@demo.test');
    const north = teamPath(team('Harbor North Team'));
    const bayfront = teamPath(team('Bayfront Team'));
    const own = await readVersioned(ctx, leader, north);
    expect(own.can_manage).toBe(true);
    expect((await readVersioned(ctx, leader, bayfront)).can_manage).toBe(false);

    const added = await ctx.request('POST', `${north}/members`, {
      cookie: leader,
      body: { user_id: user('leasing_agent') },
      headers: ifMatch(own.version),
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.members.find((m: any) => m.user_id === user('leasing_agent'))).toMatchObject({
      team_role_key: 'leasing_agent',
    });
    expect(added.json.version).toBe(own.version + 1);

    const renameOther = await ctx.request('PATCH', bayfront, {
      cookie: leader,
      body: { name: 'Taken over' },
    });
    expect(renameOther.status).toBe(403);
    const addOther = await ctx.request('POST', `${bayfront}/members`, {
      cookie: leader,
      body: { user_id: user('realtor') },
    });
    expect(addOther.status).toBe(403);
    const removeOther = await ctx.request('DELETE', `${bayfront}/members/${user('broker')}`, {
      cookie: leader,
    });
    expect(removeOther.status).toBe(403);
    const archiveOwn = await ctx.request('PATCH', north, { cookie: leader, body: { archived: true } });
    expect(archiveOwn.status).toBe(403);
    const promote = await ctx.request('POST', `${north}/members`, {
      cookie: leader,
      body: { user_id: user('realtor'), team_role: 'team_leader' },
    });
    expect(promote.status).toBe(400);

    const removed = await ctx.request('DELETE', `${north}/members/${user('leasing_agent')}`, {
      cookie: leader,
      headers: ifMatch(added.json.version),
    });
    expect(removed.status).toBe(200);
    expect(removed.json.members.map((m: any) => m.user_id)).not.toContain(user('leasing_agent'));
  });

  it('another organization’s team is 404', async () => {
    const lakeside = ctx.seed!.lakeside.teams.get('Lakeside Sales')!;
    const manager = await as('managing_broker@demo.test');
    expect((await ctx.request('GET', teamPath(lakeside), { cookie: manager })).status).toBe(404);
    expect(
      (await ctx.request('PATCH', teamPath(lakeside), { cookie: manager, body: { name: 'x' } })).status,
    ).toBe(404);
  });
});

describe('supervisors', () => {
  it('are assigned and removed on the member’s version; a coordinator without one is flagged', async () => {
    const manager = await as('managing_broker@demo.test');
    const coordinator = user('transaction_coordinator');
    const path = `/api/organization/members/${coordinator}`;
    const before = await readVersioned(ctx, manager, path);
    expect(before.supervisors.map((s: any) => s.id)).toEqual([user('broker')]);
    expect(before.needs_supervisor).toBe(false);

    const removed = await ctx.request('DELETE', `${path}/supervisors/${user('broker')}`, {
      cookie: manager,
      headers: ifMatch(before.version),
    });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(removed.json).toMatchObject({
      supervisors: [],
      needs_supervisor: true,
      version: before.version + 1,
    });
    const flagged = await ctx.request('GET', '/api/organization/members?role=transaction_coordinator', {
      cookie: manager,
    });
    expect(flagged.json.items[0]).toMatchObject({ user_id: coordinator, needs_supervisor: true });

    const stale = await ctx.request('POST', `${path}/supervisors`, {
      cookie: manager,
      body: { supervisor_id: user('team_leader') },
      headers: ifMatch(before.version),
    });
    expect(stale.status).toBe(409);
    const self = await ctx.request('POST', `${path}/supervisors`, {
      cookie: manager,
      body: { supervisor_id: coordinator },
    });
    expect(self.status).toBe(400);
    const added = await ctx.request('POST', `${path}/supervisors`, {
      cookie: manager,
      body: { supervisor_id: user('team_leader'), relationship_type: 'team_supervision' },
    });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ needs_supervisor: false });
    expect(added.json.supervisors[0]).toMatchObject({
      id: user('team_leader'),
      relationship_type: 'team_supervision',
    });
    const leaderView = await ctx.request('GET', `/api/organization/members/${user('team_leader')}`, {
      cookie: manager,
    });
    expect(leaderView.json.supervisees.map((s: any) => s.id)).toContain(coordinator);
    expect(
      (
        await ctx.request('POST', `${path}/supervisors`, {
          cookie: await as('realtor@demo.test'),
          body: { supervisor_id: user('broker') },
        })
      ).status,
    ).toBe(403);

    // The coordinator's next change lands in the new supervisor's approval queue.
    const leader = await as('team_leader@demo.test');
    const result = await ctx.db.execute(
      sql`select id from transactions where owner_id = ${user('team_leader')} and status in ('active', 'under_contract') limit 1`,
    );
    const deal = (result as unknown as { rows: { id: string }[] }).rows[0]!;
    const draft = await ctx.request('PATCH', `/api/transactions/${deal.id}`, {
      cookie: await as('transaction_coordinator@demo.test'),
      body: { mls_number: 'TL-QUEUE-1' },
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(200);
    expect(draft.json.outcome).toBe('pending_approval');
    const queue = await ctx.request('GET', '/api/transactions/approvals', { cookie: leader });
    expect(queue.json.items.map((a: any) => a.id)).toContain(draft.json.approval.id);
  });
});
