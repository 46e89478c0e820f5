import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, countRows, signUpVerified, tokenMailedTo } from '../../test/integration-helpers';

/** Issue 17 item 3, ADR 0173: a system admin creates an organization; its first broker joins it. */
let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  await ctx.db.execute(
    sql`update user_profiles set platform_role = 'support_agent' where id = ${ctx.seed!.lakeside.users.get('buyer')!}`,
  );
});
afterAll(() => ctx.close());

describe('create an organization', () => {
  it('creates it with its time zone; the invited first broker accepts and lands as its managing broker', async () => {
    const admin = await as('system_admin@demo.test');
    const email = 'first.broker@example.test';
    const created = await ctx.request('POST', '/api/admin/organizations', {
      cookie: admin,
      body: {
        name: 'Summit Peak Realty',
        time_zone: 'America/Denver',
        broker_email: 'First.Broker@Example.test',
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.organization).toMatchObject({ name: 'Summit Peak Realty', active_members: 0 });
    expect(created.json.invitation).toMatchObject({
      email,
      role_key: 'managing_broker',
      status: 'pending',
      delivery: 'sent',
    });
    const organizationId = created.json.organization.id;
    expect(
      await countRows(
        ctx,
        sql`select count(*)::int as n from organizations
            where id = ${organizationId} and settings->'profile'->>'time_zone' = 'America/Denver'`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        ctx,
        sql`select count(*)::int as n from audit_log where action = 'admin.organization.create' and entity_id = ${organizationId}`,
      ),
    ).toBe(1);

    const token = await tokenMailedTo(ctx, email);
    const cookie = await signUpVerified(ctx, email);
    const accepted = await ctx.request('POST', '/api/organization/invitations/accept', {
      cookie,
      body: { token },
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    const me = await ctx.request('GET', '/api/me', { cookie });
    expect(me.json.primaryAffiliation).toMatchObject({
      organization_id: organizationId,
      organization_name: 'Summit Peak Realty',
      role_key: 'managing_broker',
    });
    expect(me.json.permissions).toContain('manage:members');
    const listed = await ctx.request('GET', '/api/admin/organizations', { cookie: admin });
    expect(listed.json.items.find((o: any) => o.id === organizationId).active_members).toBe(1);
  });

  it('takes the platform’s default time zone when none is given; bad input has field errors', async () => {
    const admin = await as('system_admin@demo.test');
    const created = await ctx.request('POST', '/api/admin/organizations', {
      cookie: admin,
      body: { name: 'Default Zone Homes', broker_email: 'zone.broker@example.test' },
    });
    expect(created.status).toBe(201);
    const zone = await countRows(
      ctx,
      sql`select count(*)::int as n from organizations
          where id = ${created.json.organization.id} and settings->'profile'->>'time_zone' = 'America/New_York'`,
    );
    expect(zone).toBe(1);
    const bad = await ctx.request('POST', '/api/admin/organizations', {
      cookie: admin,
      body: { name: '', time_zone: 'Mars/Base', broker_email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['broker_email', 'name', 'time_zone']);
  });

  it('is refused to support agents and managing brokers (who still read the list as designed)', async () => {
    const support = await as('buyer@lakeside.demo.test');
    const body = { name: 'Sneaky Realty', broker_email: 'sneaky@example.test' };
    expect((await ctx.request('POST', '/api/admin/organizations', { cookie: support, body })).status).toBe(
      403,
    );
    expect((await ctx.request('GET', '/api/admin/organizations', { cookie: support })).status).toBe(200);
    const broker = await as('managing_broker@demo.test');
    expect((await ctx.request('POST', '/api/admin/organizations', { cookie: broker, body })).status).toBe(
      403,
    );
    expect(
      await countRows(ctx, sql`select count(*)::int as n from organizations where name = 'Sneaky Realty'`),
    ).toBe(0);
  });
});
