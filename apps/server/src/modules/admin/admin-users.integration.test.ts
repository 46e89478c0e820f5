import {
  ACCOUNT_DISABLED_MESSAGE,
  ORGANIZATION_SUSPENDED_MESSAGE,
} from '@threshold/domain/admin/admin.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, countRows } from '../../test/integration-helpers';
import { DEMO_PASSWORD } from '../../../seed/users';

/** Issue 17, ADR 0149: user detail, disable/enable, resend verification, suspend/reinstate. */
let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let lakesideId: string;
const DEMO_PASSWORD_BODY = (email: string) => ({ email, password: DEMO_PASSWORD });

beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  // Platform staff without an organization role of their own.
  await ctx.db.execute(
    sql`update user_profiles set platform_role = 'support_agent' where id = ${ctx.seed!.lakeside.users.get('buyer')!}`,
  );
  await ctx.db.execute(
    sql`update user_profiles set platform_role = 'platform_moderator' where id = ${ctx.seed!.harborview.users.get('buyer')!}`,
  );
  const rows = await ctx.db.execute(
    sql`select id::text as id from organizations where name = 'Lakeside Homes'`,
  );
  lakesideId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
});
afterAll(() => ctx.close());

const auditCount = (action: string, entityId: string) =>
  countRows(
    ctx,
    sql`select count(*)::int as n from audit_log where action = ${action} and entity_id = ${entityId}`,
  );

describe('/api/admin users and organizations: who may do what', () => {
  it('moderators and support agents read a user in full but change nothing (403)', async () => {
    const sellerId = ctx.seed!.harborview.users.get('seller')!;
    for (const email of ['buyer@lakeside.demo.test', 'buyer@demo.test']) {
      const cookie = await as(email);
      const detail = await ctx.request('GET', `/api/admin/users/${sellerId}`, { cookie });
      expect(detail.status, email).toBe(200);
      expect(detail.json).toMatchObject({ email: 'seller@demo.test', disabled: null });
      for (const path of [
        `/api/admin/users/${sellerId}/disable`,
        `/api/admin/users/${sellerId}/enable`,
        `/api/admin/users/${sellerId}/resend-verification`,
        `/api/admin/users/${sellerId}/sign-out`,
        `/api/admin/organizations/${lakesideId}/suspend`,
        `/api/admin/organizations/${lakesideId}/reinstate`,
      ])
        expect((await ctx.request('POST', path, { cookie, body: {} })).status, `${email} ${path}`).toBe(403);
    }
    expect(await auditCount('admin.user.disable', sellerId)).toBe(0);
    const broker = await as('managing_broker@demo.test');
    expect((await ctx.request('GET', `/api/admin/users/${sellerId}`, { cookie: broker })).status).toBe(403);
    expect(
      (await ctx.request('POST', `/api/admin/users/${sellerId}/disable`, { cookie: broker, body: {} }))
        .status,
    ).toBe(403);
  });

  it('unknown users and organizations are 404, bad input 400 with field errors', async () => {
    const admin = await as('system_admin@demo.test');
    expect((await ctx.request('GET', '/api/admin/users/nobody', { cookie: admin })).status).toBe(404);
    expect(
      (await ctx.request('POST', '/api/admin/users/nobody/disable', { cookie: admin, body: {} })).status,
    ).toBe(404);
    const org = '00000000-0000-4000-8000-000000000000';
    expect(
      (await ctx.request('POST', `/api/admin/organizations/${org}/suspend`, { cookie: admin, body: {} }))
        .status,
    ).toBe(404);
    expect(
      (await ctx.request('POST', '/api/admin/organizations/not-a-uuid/suspend', { cookie: admin, body: {} }))
        .status,
    ).toBe(400);
    const long = await ctx.request(
      'POST',
      `/api/admin/users/${ctx.seed!.harborview.users.get('seller')}/disable`,
      {
        cookie: admin,
        body: { reason: 'x'.repeat(501) },
      },
    );
    expect(long.status).toBe(400);
    expect(long.json.error.fields.reason).toMatch(/500/);
  });
});

describe('disable and enable a user', () => {
  it('ends every session at once, refuses sign-in with a clear message, and enabling lets them back', async () => {
    const email = 'realtor@lakeside.demo.test';
    const userId = ctx.seed!.lakeside.users.get('realtor')!;
    const victim = await ctx.signIn(email);
    const second = await ctx.signIn(email);
    expect((await ctx.request('GET', '/api/me', { cookie: victim })).status).toBe(200);
    const admin = await as('system_admin@demo.test');

    const disabled = await ctx.request('POST', `/api/admin/users/${userId}/disable`, {
      cookie: admin,
      body: { reason: 'Left the company' },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.json).toMatchObject({
      active_sessions: 0,
      sessions: [],
      disabled: { reason: 'Left the company' },
    });
    for (const cookie of [victim, second])
      expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(401);
    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', { body: DEMO_PASSWORD_BODY(email) });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error.message).toBe(ACCOUNT_DISABLED_MESSAGE);
    expect(await countRows(ctx, sql`select count(*)::int as n from sessions where user_id = ${userId}`)).toBe(
      0,
    );
    const again = await ctx.request('POST', `/api/admin/users/${userId}/disable`, {
      cookie: admin,
      body: {},
    });
    expect(again.status).toBe(409);

    const list = await ctx.request('GET', `/api/admin/users?q=${encodeURIComponent(email)}`, {
      cookie: admin,
    });
    expect(list.json.items[0].disabled_at).not.toBeNull();
    const detail = await ctx.request('GET', `/api/admin/users/${userId}`, { cookie: admin });
    expect(detail.json.auth_events.map((e: { action: string }) => e.action)).toContain('auth.sign_in_failed');

    const enabled = await ctx.request('POST', `/api/admin/users/${userId}/enable`, { cookie: admin });
    expect(enabled.status).toBe(200);
    expect(enabled.json.disabled).toBeNull();
    expect((await ctx.request('POST', `/api/admin/users/${userId}/enable`, { cookie: admin })).status).toBe(
      409,
    );
    const back = await ctx.signIn(email);
    expect((await ctx.request('GET', '/api/me', { cookie: back })).status).toBe(200);
    expect(await auditCount('admin.user.disable', userId)).toBe(1);
    expect(await auditCount('admin.user.enable', userId)).toBe(1);
  });

  it('a disablement written by anyone is refused on the very next request, session or API token', async () => {
    const email = 'broker@lakeside.demo.test';
    const userId = ctx.seed!.lakeside.users.get('broker')!;
    const cookie = await ctx.signIn(email);
    expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(200);
    const minted = await ctx.request('POST', '/api/tokens', { cookie, body: { name: 'Disable check' } });
    expect(minted.status).toBe(201);
    const bearer = { authorization: `Bearer ${minted.json.token}` };
    expect((await ctx.request('GET', '/api/me', { headers: bearer })).status).toBe(200);
    // Another instance disabled them: the session row is still there, the actor cache is warm.
    await ctx.db.execute(sql`insert into user_disablements (user_id) values (${userId})`);
    const refused = await ctx.request('GET', '/api/me', { cookie });
    expect(refused.status).toBe(401);
    expect(refused.json.error.message).toBe(ACCOUNT_DISABLED_MESSAGE);
    const byToken = await ctx.request('GET', '/api/me', { headers: bearer });
    expect(byToken.status).toBe(401);
    expect(byToken.json.error.message).toBe(ACCOUNT_DISABLED_MESSAGE);
    await ctx.db.execute(sql`delete from user_disablements where user_id = ${userId}`);
    expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(200);
  });

  it('a system admin cannot disable themselves', async () => {
    const admin = await as('system_admin@demo.test');
    const me = await ctx.request('GET', '/api/me', { cookie: admin });
    const res = await ctx.request('POST', `/api/admin/users/${me.json.user.id}/disable`, {
      cookie: admin,
      body: {},
    });
    expect(res.status).toBe(409);
  });
});

describe('resend verification', () => {
  it('sends the verification e-mail again to an unverified user, and refuses a verified one', async () => {
    const email = `unverified-${Date.now()}@example.test`;
    const signUp = await ctx.request('POST', '/api/auth/sign-up/email', {
      body: { email, password: 'a-Long-passphrase-42', first_name: 'Una', last_name: 'Verified' },
    });
    expect(signUp.status).toBe(200);
    const before = await countRows(
      ctx,
      sql`select count(*)::int as n from outbound_emails where "to" = ${email}`,
    );
    const rows = await ctx.db.execute(sql`select id from users where email = ${email}`);
    const userId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const admin = await as('system_admin@demo.test');
    const sent = await ctx.request('POST', `/api/admin/users/${userId}/resend-verification`, {
      cookie: admin,
    });
    expect(sent.status).toBe(200);
    expect(sent.json.sent_to).toBe(email);
    const after = await countRows(
      ctx,
      sql`select count(*)::int as n from outbound_emails where "to" = ${email}`,
    );
    expect(after).toBe(before + 1);
    expect((await ctx.newestMailTo(email))?.subject).toMatch(/Verify your e-mail/);
    expect(await auditCount('admin.user.resend_verification', userId)).toBe(1);

    const verified = ctx.seed!.harborview.users.get('seller')!;
    expect(
      (await ctx.request('POST', `/api/admin/users/${verified}/resend-verification`, { cookie: admin }))
        .status,
    ).toBe(409);
  });
});

describe('suspend and reinstate an organization', () => {
  it('refuses its members on every request with a clear message until reinstated', async () => {
    const member = await ctx.signIn('realtor@lakeside.demo.test');
    const outsider = await as('managing_broker@demo.test');
    expect((await ctx.request('GET', '/api/me', { cookie: member })).status).toBe(200);
    const admin = await as('system_admin@demo.test');

    const suspended = await ctx.request('POST', `/api/admin/organizations/${lakesideId}/suspend`, {
      cookie: admin,
      body: { reason: 'Unpaid invoices' },
    });
    expect(suspended.status).toBe(200);
    expect(suspended.json).toMatchObject({ name: 'Lakeside Homes', suspension_reason: 'Unpaid invoices' });
    expect(suspended.json.suspended_at).not.toBeNull();

    const refused = await ctx.request('GET', '/api/me', { cookie: member });
    expect(refused.status).toBe(401);
    expect(refused.json.error.message).toBe(ORGANIZATION_SUSPENDED_MESSAGE);
    expect((await ctx.request('GET', '/api/contacts', { cookie: member })).status).toBe(401);
    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: DEMO_PASSWORD_BODY('broker@lakeside.demo.test'),
    });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error.message).toBe(ORGANIZATION_SUSPENDED_MESSAGE);
    // Other organizations and the platform's staff go on.
    expect((await ctx.request('GET', '/api/me', { cookie: outsider })).status).toBe(200);
    expect((await ctx.request('GET', '/api/admin/organizations', { cookie: admin })).status).toBe(200);
    expect(
      (
        await ctx.request('POST', `/api/admin/organizations/${lakesideId}/suspend`, {
          cookie: admin,
          body: {},
        })
      ).status,
    ).toBe(409);

    const reinstated = await ctx.request('POST', `/api/admin/organizations/${lakesideId}/reinstate`, {
      cookie: admin,
    });
    expect(reinstated.status).toBe(200);
    expect(reinstated.json.suspended_at).toBeNull();
    expect((await ctx.request('GET', '/api/me', { cookie: member })).status).toBe(200);
    expect(
      (await ctx.request('POST', `/api/admin/organizations/${lakesideId}/reinstate`, { cookie: admin }))
        .status,
    ).toBe(409);
    expect(await auditCount('admin.organization.suspend', lakesideId)).toBe(1);
    expect(await auditCount('admin.organization.reinstate', lakesideId)).toBe(1);
  });
});

describe('/api/admin/security', () => {
  it('platform staff read authentication events, failed sign-ins by address, sessions and rate-limited addresses', async () => {
    const email = `intruder-${Date.now()}@example.test`;
    for (let i = 0; i < 3; i++)
      expect(
        (
          await ctx.request('POST', '/api/auth/sign-in/email', {
            body: { email, password: 'wrong-password-1' },
          })
        ).status,
      ).toBe(401);
    const now = Date.now();
    await ctx.db.execute(sql`
      insert into rate_limits (id, key, count, last_request) values
        ('bench-a', 'threshold:write:address:203.0.113.9', ${ctx.config.rateLimits.addressWritesPerMinute},
         ${now - (now % 60_000)}),
        ('bench-b', ${`203.0.113.7|/sign-in/email`}, ${ctx.config.authRateLimitPerMinute}, ${now}),
        ('bench-c', 'threshold:write:address:203.0.113.10', 1, ${now})`);

    const broker = await as('managing_broker@demo.test');
    expect((await ctx.request('GET', '/api/admin/security', { cookie: broker })).status).toBe(403);
    // Security is for support agents, not moderators (ADR 0173).
    const moderator = await as('buyer@demo.test');
    expect((await ctx.request('GET', '/api/admin/security?hours=1', { cookie: moderator })).status).toBe(403);
    const support = await as('buyer@lakeside.demo.test');
    expect((await ctx.request('GET', '/api/admin/security?hours=0', { cookie: support })).status).toBe(400);
    const res = await ctx.request('GET', '/api/admin/security?hours=1', { cookie: support });
    expect(res.status).toBe(200);
    const body = res.json;
    const failed = body.events.filter((e: any) => e.action === 'auth.sign_in_failed' && e.email === email);
    expect(failed).toHaveLength(3);
    expect(
      body.event_counts.find((c: any) => c.action === 'auth.sign_in_failed').count,
    ).toBeGreaterThanOrEqual(3);
    expect(body.failed_sign_ins_by_address[0].failures).toBeGreaterThanOrEqual(3);
    expect(body.active_sessions.sessions).toBeGreaterThanOrEqual(2);
    expect(body.active_sessions.newest.map((s: any) => s.email)).toContain('buyer@demo.test');
    const limited = body.rate_limited.map((r: any) => r.subject);
    expect(limited).toEqual(expect.arrayContaining(['203.0.113.9', '203.0.113.7']));
    expect(limited).not.toContain('203.0.113.10');
  });
});
