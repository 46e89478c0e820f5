import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  // Platform staff without an organization role of their own.
  await ctx.db.execute(
    sql`update user_profiles set platform_role = 'support_agent' where id = ${ctx.seed!.lakeside.users.get('buyer')!}`,
  );
});
afterAll(() => ctx.close());

describe('/api/admin', () => {
  it('only platform staff read users and organizations', async () => {
    for (const email of ['managing_broker@demo.test', 'broker@lakeside.demo.test', 'buyer@demo.test']) {
      const cookie = await as(email);
      expect((await ctx.request('GET', '/api/admin/users', { cookie })).status, email).toBe(403);
      expect((await ctx.request('GET', '/api/admin/organizations', { cookie })).status, email).toBe(403);
    }
    expect((await ctx.request('GET', '/api/admin/users')).status).toBe(401);
    const support = await as('buyer@lakeside.demo.test');
    expect((await ctx.request('GET', '/api/admin/users?q=lakeside', { cookie: support })).status).toBe(200);
  });

  it('lists every user across organizations with memberships, searchable and paged', async () => {
    const admin = await as('system_admin@demo.test');
    const found = await ctx.request('GET', '/api/admin/users?q=REALTOR%40', { cookie: admin });
    expect(found.status).toBe(200);
    expect(found.json.items.map((u: any) => u.email).sort()).toEqual([
      'realtor@demo.test',
      'realtor@lakeside.demo.test',
    ]);
    const lake = found.json.items.find((u: any) => u.email === 'realtor@lakeside.demo.test');
    expect(lake.memberships).toEqual([
      expect.objectContaining({
        organization_name: 'Lakeside Homes',
        role_key: 'realtor',
        status: 'active',
        is_primary: true,
      }),
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await ctx.request(
        'GET',
        `/api/admin/users?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        { cookie: admin },
      );
      expect(page.status).toBe(200);
      seen.push(...page.json.items.map((u: any) => u.email));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(new Set(seen).size);
    expect(seen).toEqual([...seen].sort());
    expect(seen).toContain('broker@lakeside.demo.test');
    expect((await ctx.request('GET', '/api/admin/users?cursor=nonsense', { cookie: admin })).status).toBe(
      400,
    );
  });

  it('lists organizations with member counts', async () => {
    const res = await ctx.request('GET', '/api/admin/organizations', {
      cookie: await as('system_admin@demo.test'),
    });
    expect(res.json.items.find((o: any) => o.name === 'Lakeside Homes')).toMatchObject({
      active_members: 3,
      teams: 1,
    });
  });

  it('system admins end a user’s sessions; support agents cannot', async () => {
    const victim = await ctx.signIn('seller@demo.test');
    const sellerId = ctx.seed!.harborview.users.get('seller')!;
    const support = await as('buyer@lakeside.demo.test');
    expect(
      (await ctx.request('POST', `/api/admin/users/${sellerId}/sign-out`, { cookie: support })).status,
    ).toBe(403);
    expect((await ctx.request('GET', '/api/me', { cookie: victim })).status).toBe(200);
    const res = await ctx.request('POST', `/api/admin/users/${sellerId}/sign-out`, {
      cookie: await as('system_admin@demo.test'),
    });
    expect(res.status).toBe(200);
    expect(res.json.sessions_ended).toBeGreaterThanOrEqual(1);
    expect((await ctx.request('GET', '/api/me', { cookie: victim })).status).toBe(401);
    const audit = await ctx.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'admin.user.sign_out' and entity_id = ${sellerId}`,
    );
    expect(Number((audit as any).rows[0].n)).toBe(1);
  });
});
