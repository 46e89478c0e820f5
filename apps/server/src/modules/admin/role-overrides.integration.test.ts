import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, countRows, rows } from '../../test/integration-helpers';

/** Issue 17 item 6, ADR 0174: the live role registry and per-organization role overrides. */
let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let harborviewId: string;
const ADMIN = 'system_admin@demo.test';
beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  await ctx.db.execute(
    sql`update user_profiles set platform_role = 'support_agent' where id = ${ctx.seed!.lakeside.users.get('buyer')!}`,
  );
  await ctx.db.execute(
    sql`update user_profiles set platform_role = 'platform_moderator' where id = ${ctx.seed!.harborview.users.get('buyer')!}`,
  );
  harborviewId = (
    await rows<{ id: string }>(
      ctx,
      sql`select id::text as id from organizations where name = 'Harborview Realty'`,
    )
  )[0]!.id;
});
afterAll(() => ctx.close());

const overridePath = (role: string) => `/api/admin/organizations/${harborviewId}/roles/${role}`;

describe('the role registry', () => {
  it('lists every role from the database with members; managing brokers read their own organization only', async () => {
    const broker = await as('managing_broker@demo.test');
    const own = await ctx.request('GET', '/api/admin/roles', { cookie: broker });
    expect(own.status).toBe(200);
    expect(own.json.organization).toEqual({ id: harborviewId, name: 'Harborview Realty' });
    expect(own.json.can_override).toBe(false);
    expect(own.json.roles).toHaveLength(35);
    const realtor = own.json.roles.find((r: any) => r.key === 'realtor');
    expect(realtor).toMatchObject({ rank: 70, group: 'agent', overridable: true, overrides: {} });
    expect(realtor.members).toBeGreaterThanOrEqual(1);
    expect(own.json.roles.find((r: any) => r.key === 'managing_broker').overridable).toBe(false);
    const lakeside = (
      await rows<{ id: string }>(
        ctx,
        sql`select id::text as id from organizations where name = 'Lakeside Homes'`,
      )
    )[0]!.id;
    expect(
      (await ctx.request('GET', `/api/admin/roles?organization_id=${lakeside}`, { cookie: broker })).status,
    ).toBe(404);
    expect(
      (await ctx.request('GET', '/api/admin/roles', { cookie: await as('realtor@demo.test') })).status,
    ).toBe(403);
  });

  it('platform staff read any organization or the platform; system admins alone may override', async () => {
    for (const email of ['buyer@lakeside.demo.test', 'buyer@demo.test']) {
      const cookie = await as(email);
      const platform = await ctx.request('GET', '/api/admin/roles', { cookie });
      expect(platform.status, email).toBe(200);
      expect(platform.json.organization).toBeNull();
      const one = await ctx.request('GET', `/api/admin/roles?organization_id=${harborviewId}`, { cookie });
      expect(one.json.can_override, email).toBe(false);
      const write = await ctx.request('PUT', overridePath('realtor'), {
        cookie,
        body: { canViewAnalytics: true },
      });
      expect(write.status, email).toBe(403);
    }
    const admin = await ctx.request('GET', `/api/admin/roles?organization_id=${harborviewId}`, {
      cookie: await as(ADMIN),
    });
    expect(admin.json.can_override).toBe(true);
  });
});

describe('role overrides', () => {
  it('change what a member of that organization can do on the very next request, and only there', async () => {
    const realtor = await as('realtor@demo.test');
    const otherRealtor = await as('realtor@lakeside.demo.test');
    expect((await ctx.request('GET', '/api/analytics/pipeline', { cookie: realtor })).status).toBe(403);
    const admin = await as(ADMIN);
    // The first override of a role has no version to match yet (GET answers version 0).
    const saved = await ctx.request('PUT', overridePath('realtor'), {
      cookie: admin,
      body: { canViewAnalytics: true, canCreateTransactions: true, transactionAccessScope: 'team' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    // Only what differs from the registry is kept (realtors already create deals).
    expect(saved.json).toMatchObject({
      role_key: 'realtor',
      overrides: { canViewAnalytics: true, transactionAccessScope: 'team' },
      version: 1,
    });
    expect((await ctx.request('GET', '/api/analytics/pipeline', { cookie: realtor })).status).toBe(200);
    const me = await ctx.request('GET', '/api/me', { cookie: realtor });
    expect(me.json.permissions).toContain('read:analytics');
    expect(me.json.capabilities.canViewAnalytics).toBe(true);
    expect(me.json.accessScopes.transactionAccessScope).toBe('team');
    expect((await ctx.request('GET', '/api/analytics/pipeline', { cookie: otherRealtor })).status).toBe(403);

    const registry = await ctx.request('GET', '/api/admin/roles', {
      cookie: await as('managing_broker@demo.test'),
    });
    expect(registry.json.roles.find((r: any) => r.key === 'realtor').effective.canViewAnalytics).toBe(true);

    const back = await ctx.request('PUT', overridePath('realtor'), {
      cookie: admin,
      headers: { 'if-match': '"1"' },
      body: {},
    });
    expect(back.json).toMatchObject({ overrides: {}, version: 2 });
    expect((await ctx.request('GET', '/api/analytics/pipeline', { cookie: realtor })).status).toBe(403);
    const audited = await countRows(
      ctx,
      sql`select count(*)::int as n from audit_log where action = 'admin.role_override.update'
          and entity_id = ${`${harborviewId}:realtor`}`,
    );
    expect(audited).toBe(2);
  });

  it('refuse what the rules do not allow: management abilities, the all scope, the fixed roles', async () => {
    const admin = await as(ADMIN);
    const power = await ctx.request('PUT', overridePath('assistant'), {
      cookie: admin,
      body: { canManageOrganization: true },
    });
    expect(power.status).toBe(400);
    const all = await ctx.request('PUT', overridePath('assistant'), {
      cookie: admin,
      body: { transactionAccessScope: 'all' },
    });
    expect(all.status).toBe(400);
    expect(Object.keys(all.json.error.fields)).toEqual(['transactionAccessScope']);
    const fixed = await ctx.request('PUT', overridePath('managing_broker'), {
      cookie: admin,
      body: { canViewAnalytics: false },
    });
    expect(fixed.status).toBe(400);
    expect(
      (
        await ctx.request('PUT', `/api/admin/organizations/${crypto.randomUUID()}/roles/realtor`, {
          cookie: admin,
          body: {},
        })
      ).status,
    ).toBe(404);
  });
});
