import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { listAll } from '../modules/transactions/transactions-test-kit';

/**
 * The actor is cached per user (ADR 0065). Every change it is built from must take effect on the
 * very next request — the rows are changed directly in the database, as any writer on any instance
 * would, and the next request must already see it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
const userId = async (email: string) =>
  (await rows<{ id: string }>(sql`select id from users where email = ${email}`))[0]!.id;
const dealIds = async (cookie: string) => new Set((await listAll(ctx, cookie)).map((d) => d.id as string));
const organizationDealCount = async (email: string) =>
  (
    await rows<{ n: number }>(sql`select count(*)::int as n from transactions t
      join organization_members m on m.organization_id = t.organization_id and m.is_primary
      join users u on u.id = m.user_id where u.email = ${email}`)
  )[0]!.n;

describe('a cached actor never outlives a change', () => {
  it('a role change applies to the next request', async () => {
    const cookie = await ctx.signIn('realtor@demo.test');
    const before = await dealIds(cookie);
    const total = await organizationDealCount('realtor@demo.test');
    expect(before.size).toBeLessThan(total);
    const id = await userId('realtor@demo.test');
    await ctx.db.execute(sql`update organization_members set role_id = (select id from roles where role_key = 'broker')
      where user_id = ${id} and is_primary`);
    expect((await dealIds(cookie)).size).toBe(total);
    await ctx.db.execute(sql`update organization_members set role_id = (select id from roles where role_key = 'realtor')
      where user_id = ${id} and is_primary`);
    expect(await dealIds(cookie)).toEqual(before);
  });

  it('a role_details scope override applies to the next request, and so does removing it', async () => {
    const cookie = await ctx.signIn('leasing_agent@demo.test');
    const before = await dealIds(cookie);
    const id = await userId('leasing_agent@demo.test');
    await ctx.db.execute(sql`update user_profiles set role_details = '{"transactionAccessScope":"organization"}'::jsonb where id = ${id}`);
    expect((await dealIds(cookie)).size).toBe(await organizationDealCount('leasing_agent@demo.test'));
    await ctx.db.execute(sql`update user_profiles set role_details = null where id = ${id}`);
    expect(await dealIds(cookie)).toEqual(before);
  });

  it('deactivating the membership takes the organization away at once', async () => {
    const cookie = await ctx.signIn('brokerage_admin@demo.test');
    const before = await dealIds(cookie);
    expect(before.size).toBe(await organizationDealCount('brokerage_admin@demo.test'));
    const id = await userId('brokerage_admin@demo.test');
    await ctx.db.execute(sql`update organization_members set status = 'inactive' where user_id = ${id} and is_primary`);
    expect((await dealIds(cookie)).size, 'no organization: only deals the user is on').toBeLessThan(before.size);
    await ctx.db.execute(sql`update organization_members set status = 'active' where user_id = ${id} and is_primary`);
    expect(await dealIds(cookie)).toEqual(before);
  });

  it('joining and leaving a team changes a team-scoped list on the next request', async () => {
    const cookie = await ctx.signIn('team_leader@demo.test');
    const before = await dealIds(cookie);
    const id = await userId('team_leader@demo.test');
    const [other] = await rows<{ team_id: string; role_id: string }>(sql`
      select t.id as team_id, (select role_id from team_members where user_id = ${id} limit 1) as role_id
      from teams t where t.organization_id = (select organization_id from organization_members where user_id = ${id} and is_primary)
        and t.id not in (select team_id from team_members where user_id = ${id}) limit 1`);
    await ctx.db.execute(sql`insert into team_members (team_id, user_id, role_id, status) values (${other!.team_id}, ${id}, ${other!.role_id}, 'active')`);
    expect((await dealIds(cookie)).size).toBeGreaterThan(before.size);
    await ctx.db.execute(sql`delete from team_members where team_id = ${other!.team_id} and user_id = ${id}`);
    expect(await dealIds(cookie)).toEqual(before);
  });

  it('sign-out and a revoked session end access on the next request', async () => {
    const first = await ctx.signIn('broker@demo.test');
    expect((await ctx.request('GET', '/api/me', { cookie: first })).status).toBe(200);
    await ctx.request('POST', '/api/auth/sign-out', { cookie: first, body: {} });
    expect((await ctx.request('GET', '/api/me', { cookie: first })).status).toBe(401);

    const second = await ctx.signIn('broker@demo.test');
    expect((await ctx.request('GET', '/api/me', { cookie: second })).status).toBe(200);
    const token = decodeURIComponent(second.split('=')[1]!).split('.')[0]!;
    await ctx.db.execute(sql`delete from sessions where token = ${token}`);
    expect((await ctx.request('GET', '/api/me', { cookie: second })).status).toBe(401);
  });
});

describe('session cookies', () => {
  it('a cookie whose signature does not match is no session', async () => {
    const cookie = await ctx.signIn('broker@demo.test');
    const [name, value] = cookie.split('=') as [string, string];
    const [token] = decodeURIComponent(value).split('.');
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await ctx.request('GET', '/api/me', { cookie: forged })).status).toBe(401);
    expect((await ctx.request('GET', '/api/me', { cookie: `${name}=${token}` })).status).toBe(401);
  });

  it('public routes never read the session: health answers with the sessions table gone', async () => {
    const cookie = await ctx.signIn('broker@demo.test');
    await ctx.db.execute(sql`alter table sessions rename to sessions_hidden`);
    try {
      expect((await ctx.request('GET', '/api/health', { cookie })).status).toBe(200);
      expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(500);
    } finally {
      await ctx.db.execute(sql`alter table sessions_hidden rename to sessions`);
    }
    expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(200);
  });
});
