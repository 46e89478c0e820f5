import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/auth.schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { userProfiles } from '../identity/identity.schema';
import { organizationMembers } from './organizations.schema';

let ctx: TestContext;
const cookies = new Map<string, string>();
const as = async (email: string) => {
  if (!cookies.has(email)) cookies.set(email, await ctx.signIn(email));
  return cookies.get(email)!;
};
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const harborview = () => ctx.seed!.harborview;
const lakeside = () => ctx.seed!.lakeside;
const members = async (query: string, email = 'broker@demo.test') =>
  ctx.request('GET', `/api/organization/members${query}`, { cookie: await as(email) });
const idsOf = (response: { json: { items: { user_id: string }[] } }) =>
  response.json.items.map((m) => m.user_id);

describe('GET /api/organization/members', () => {
  it('lists the active members of the caller’s organization only, by last name, with role and teams', async () => {
    const all = await members('?limit=200');
    expect(all.status).toBe(200);
    expect(all.json.truncated).toBe(false);
    expect(new Set(idsOf(all))).toEqual(new Set(harborview().users.values()));
    for (const id of lakeside().users.values()) expect(idsOf(all)).not.toContain(id);
    const lastNames = all.json.items.map((m: any) => m.last_name.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
    expect(all.json.items.find((m: any) => m.email === 'realtor@demo.test')).toEqual({
      user_id: harborview().users.get('realtor'),
      first_name: 'Riley',
      last_name: 'Chen',
      email: 'realtor@demo.test',
      image: null,
      role_key: 'realtor',
      role_label: 'Realtor',
      teams: [{ id: harborview().teams.get('Harbor North Team'), name: 'Harbor North Team' }],
      status: 'active',
      is_primary: true,
      version: expect.any(Number),
      needs_supervisor: false,
      licence: null,
      licence_warning: null,
    });
    const other = await members('?limit=200', 'broker@lakeside.demo.test');
    expect(new Set(idsOf(other))).toEqual(new Set(lakeside().users.values()));
  });

  it('matches q against first name, last name, full name and e-mail, case-insensitively', async () => {
    const riley = [harborview().users.get('realtor')];
    expect(idsOf(await members('?q=riley'))).toEqual(riley);
    expect(idsOf(await members('?q=CHEN'))).toEqual(riley);
    expect(idsOf(await members('?q=riley%20ch'))).toEqual(riley);
    expect(idsOf(await members('?q=Realtor%40demo'))).toEqual(riley);
    expect(idsOf(await members('?q=%25'))).toEqual([]); // a literal %, not a wildcard
    expect(idsOf(await members('?q=lakeside'))).toEqual([]); // another organization's people
  });

  it('filters by role keys and by team; another organization’s team matches nobody', async () => {
    const roles = await members('?role=realtor,broker');
    expect(new Set(idsOf(roles))).toEqual(
      new Set([harborview().users.get('realtor'), harborview().users.get('broker')]),
    );
    expect(idsOf(await members('?role=realtor&role=broker'))).toEqual(idsOf(roles));
    const north = harborview().teams.get('Harbor North Team')!;
    const team = await members(`?team=${north}`);
    expect(new Set(idsOf(team))).toEqual(
      new Set(
        ['team_leader', 'realtor', 'transaction_coordinator', 'assistant'].map((r) =>
          harborview().users.get(r as never),
        ),
      ),
    );
    expect(team.json.items.every((m: any) => m.teams.some((t: any) => t.id === north))).toBe(true);
    const foreign = await members(`?team=${lakeside().teams.get('Lakeside Sales')}`);
    expect(foreign.status).toBe(200);
    expect(foreign.json).toEqual({ items: [], truncated: false });
  });

  it('cuts at limit and says so', async () => {
    const page = await members('?limit=5');
    expect(page.json.items).toHaveLength(5);
    expect(page.json.truncated).toBe(true);
  });

  it('leaves out members who are no longer active', async () => {
    const uri = harborview().users.get('unassigned')!;
    await ctx.db
      .update(organizationMembers)
      .set({ status: 'inactive' })
      .where(
        and(eq(organizationMembers.userId, uri), eq(organizationMembers.organizationId, harborview().id)),
      );
    expect(idsOf(await members('?limit=200'))).not.toContain(uri);
  });

  it('orders equal names (whatever their case) by user id and people without a profile last; a limit keeps the head of that order', async () => {
    const [realtor] = await ctx.db
      .select({ roleId: organizationMembers.roleId })
      .from(organizationMembers)
      .where(
        and(
          eq(organizationMembers.userId, harborview().users.get('realtor')!),
          eq(organizationMembers.organizationId, harborview().id),
        ),
      );
    const people = ['tie-3', 'tie-1', 'tie-2', 'no-profile'];
    await ctx.db.insert(users).values(people.map((id) => ({ id, name: id, email: `${id}@ties.test` })));
    await ctx.db.insert(userProfiles).values([
      { id: 'tie-3', firstName: 'sam', lastName: 'AABERG' },
      { id: 'tie-1', firstName: 'Sam', lastName: 'Aaberg' },
      { id: 'tie-2', firstName: 'SAM', lastName: 'aaberg' },
    ]);
    await ctx.db.insert(organizationMembers).values(
      people.map((userId) => ({
        userId,
        organizationId: harborview().id,
        roleId: realtor!.roleId,
        status: userId === 'tie-2' ? 'inactive' : 'active',
      })),
    );
    const manager = 'managing_broker@demo.test';
    const everyone = idsOf(await members('?status=all&limit=200', manager));
    expect(everyone.slice(0, 3)).toEqual(['tie-1', 'tie-2', 'tie-3']);
    expect(everyone.at(-1)).toBe('no-profile');
    const head = await members('?status=all&limit=2', manager);
    expect(idsOf(head)).toEqual(['tie-1', 'tie-2']);
    expect(head.json.truncated).toBe(true);
    expect(idsOf(await members('?limit=2'))).toEqual(['tie-1', 'tie-3']);
    expect(idsOf(await members('?q=ties.test&limit=200'))).toEqual(['tie-1', 'tie-3', 'no-profile']);
  });

  it('refuses clients, and bad filters with field errors', async () => {
    expect((await members('', 'buyer@demo.test')).status).toBe(403);
    expect((await ctx.request('GET', '/api/organization/members')).status).toBe(401);
    const bad = await members('?limit=0&team=nope&role=Not-A-Role');
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.json.error.fields)).toEqual(expect.arrayContaining(['limit', 'team']));
    expect(bad.json.error.fields['role.0']).toBe('Not a role key');
    expect((await members('?limit=201')).json.error.fields.limit).toBeDefined();
  });
});

describe('GET /api/organization/teams', () => {
  it('lists the caller’s organization’s teams by name with active member counts; clients get 403', async () => {
    const list = await ctx.request('GET', '/api/organization/teams', {
      cookie: await as('broker@demo.test'),
    });
    expect(list.status).toBe(200);
    const names = list.json.items.map((t: { name: string }) => t.name);
    expect(new Set(list.json.items.map((t: { id: string }) => t.id))).toEqual(
      new Set(harborview().teams.values()),
    );
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const north = list.json.items.find((t: { name: string }) => t.name === 'Harbor North Team');
    const northMembers = await members(`?team=${north.id}&limit=200`);
    expect(north.member_count).toBe(northMembers.json.items.length);
    const other = await ctx.request('GET', '/api/organization/teams', {
      cookie: await as('broker@lakeside.demo.test'),
    });
    expect(new Set(other.json.items.map((t: { id: string }) => t.id))).toEqual(
      new Set(lakeside().teams.values()),
    );
    expect(
      (await ctx.request('GET', '/api/organization/teams', { cookie: await as('buyer@demo.test') })).status,
    ).toBe(403);
  });
});
