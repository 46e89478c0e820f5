import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, countRows, signUpVerified, tokenMailedTo } from '../../test/integration-helpers';

/** Issue 17 item 1, ADR 0173: invite a system admin (or moderator, support agent) by e-mail. */
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

const invite = async (email: string, platform_role: string, by = 'system_admin@demo.test') =>
  ctx.request('POST', '/api/admin/invitations', { cookie: await as(by), body: { email, platform_role } });

describe('platform invitations', () => {
  it('a system admin invites; the invitee accepts with that e-mail and is a system admin on the next request', async () => {
    const email = 'new.admin@example.test';
    const created = await invite(email, 'system_admin');
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({
      email,
      platform_role: 'system_admin',
      status: 'pending',
      delivery: 'sent',
    });
    const token = await tokenMailedTo(ctx, email);
    const mail = await ctx.newestMailTo(email);
    expect(new URL(mail!.links[0]!).pathname).toBe('/platform-invite');
    const pub = await ctx.request('GET', `/api/platform-invitations/${token}`);
    expect(pub.json).toMatchObject({
      email,
      platform_role: 'system_admin',
      role_label: 'System Admin',
      status: 'pending',
    });
    const stored = await countRows(
      ctx,
      sql`select count(*)::int as n from platform_invitations where token_hash = ${token}`,
    );
    expect(stored).toBe(0); // only the hash is kept

    const listed = await ctx.request('GET', '/api/admin/invitations', {
      cookie: await as('system_admin@demo.test'),
    });
    expect(listed.json.items.map((i: any) => i.email)).toContain(email);

    // Someone else signed in cannot use the link.
    const other = await ctx.request('POST', '/api/platform-invitations/accept', {
      cookie: await as('realtor@demo.test'),
      body: { token },
    });
    expect(other.status).toBe(403);

    const cookie = await signUpVerified(ctx, email);
    expect((await ctx.request('GET', '/api/admin/users', { cookie })).status).toBe(403);
    const accepted = await ctx.request('POST', '/api/platform-invitations/accept', {
      cookie,
      body: { token },
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json).toEqual({ platform_role: 'system_admin' });
    const me = await ctx.request('GET', '/api/me', { cookie });
    expect(me.json.isSystemAdmin).toBe(true);
    expect(me.json.platformAreas).toContain('invitations');
    expect((await ctx.request('GET', '/api/admin/users', { cookie })).status).toBe(200);

    const again = await ctx.request('POST', '/api/platform-invitations/accept', { cookie, body: { token } });
    expect(again.status).toBe(409);
    expect(again.json.error.fields).toEqual({ token: 'accepted' });
    const audited = await countRows(
      ctx,
      sql`select count(*)::int as n from audit_log where action like 'admin.platform_invitation.%'
          and entity_id = ${created.json.id}`,
    );
    expect(audited).toBe(2);
  });

  it('only system admins invite, list and revoke; support agents and brokers are refused', async () => {
    for (const by of ['buyer@lakeside.demo.test', 'managing_broker@demo.test']) {
      expect((await invite('nobody@example.test', 'support_agent', by)).status, by).toBe(403);
      expect((await ctx.request('GET', '/api/admin/invitations', { cookie: await as(by) })).status, by).toBe(
        403,
      );
    }
    const bad = await invite('not-an-address', 'overlord');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['email', 'platform_role']);

    const created = await invite('support.hire@example.test', 'support_agent');
    expect((await invite('support.hire@example.test', 'support_agent')).status).toBe(409);
    const refused = await ctx.request('POST', `/api/admin/invitations/${created.json.id}/revoke`, {
      cookie: await as('buyer@lakeside.demo.test'),
    });
    expect(refused.status).toBe(403);
    const revoked = await ctx.request('POST', `/api/admin/invitations/${created.json.id}/revoke`, {
      cookie: await as('system_admin@demo.test'),
    });
    expect(revoked.json.status).toBe('revoked');
    const token = await tokenMailedTo(ctx, 'support.hire@example.test');
    const cookie = await signUpVerified(ctx, 'support.hire@example.test');
    const late = await ctx.request('POST', '/api/platform-invitations/accept', { cookie, body: { token } });
    expect(late.status).toBe(409);
    expect(late.json.error.fields).toEqual({ token: 'revoked' });
  });
});
