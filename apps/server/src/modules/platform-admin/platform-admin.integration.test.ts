import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CLOSED_MESSAGE } from '@threshold/domain/platform-admin/platform-settings.contract';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
const ADMIN = 'system_admin@demo.test';
beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  // A support agent: platform staff who only reads.
  await ctx.db.execute(
    sql`update user_profiles set platform_role = 'support_agent' where id = ${ctx.seed!.lakeside.users.get('buyer')!}`,
  );
});
afterAll(() => ctx.close());

const auditCount = async (action: string) => {
  const r = await ctx.db.execute(sql`select count(*)::int as n from audit_log where action = ${action}`);
  return Number((r as any).rows[0].n);
};

describe('runtime feature flags', () => {
  it('switching listings off for one organization hides its API (404) and /api/me says so; others unaffected', async () => {
    const harbor = await as('broker@demo.test');
    const lake = await as('broker@lakeside.demo.test');
    expect((await ctx.request('GET', '/api/listings', { cookie: harbor })).status).toBe(200);
    expect((await ctx.request('GET', '/api/me', { cookie: harbor })).json.features.listings).toBe(true);

    const set = await ctx.request('PUT', '/api/admin/feature-flags/listings', {
      cookie: await as(ADMIN),
      body: { organization_id: ctx.seed!.harborview.id, enabled: false },
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const listings = set.json.items.find((f: any) => f.key === 'listings');
    expect(listings.organizations).toEqual([
      expect.objectContaining({ organization_id: ctx.seed!.harborview.id, enabled: false }),
    ]);

    const hidden = await ctx.request('GET', '/api/listings', { cookie: harbor });
    expect(hidden.status).toBe(404);
    expect(hidden.json.error.code).toBe('NOT_FOUND');
    const me = (await ctx.request('GET', '/api/me', { cookie: harbor })).json;
    expect(me.features).toMatchObject({ listings: false, rentals: true });
    expect((await ctx.request('GET', '/api/listings', { cookie: lake })).status).toBe(200);
    expect((await ctx.request('GET', '/api/me', { cookie: lake })).json.features.listings).toBe(true);
    expect(await auditCount('admin.feature_flag.set')).toBeGreaterThanOrEqual(1);

    // Clearing the override gives the area back.
    await ctx.request('PUT', '/api/admin/feature-flags/listings', {
      cookie: await as(ADMIN),
      body: { organization_id: ctx.seed!.harborview.id, enabled: null },
    });
    expect((await ctx.request('GET', '/api/listings', { cookie: harbor })).status).toBe(200);
  });

  it('a platform-wide off applies everywhere unless an organization is switched back on', async () => {
    const admin = await as(ADMIN);
    const harbor = await as('broker@demo.test');
    const lake = await as('broker@lakeside.demo.test');
    const put = (organization_id: string | null, enabled: boolean | null) =>
      ctx.request('PUT', '/api/admin/feature-flags/rentals', {
        cookie: admin,
        body: { organization_id, enabled },
      });
    await put(null, false);
    await put(ctx.seed!.lakeside.id, true);
    expect((await ctx.request('GET', '/api/rentals/maintenance', { cookie: harbor })).status).toBe(404);
    expect((await ctx.request('GET', '/api/rentals/maintenance', { cookie: lake })).status).toBe(200);
    await put(null, null);
    await put(ctx.seed!.lakeside.id, null);
    expect((await ctx.request('GET', '/api/rentals/maintenance', { cookie: harbor })).status).toBe(200);
  });

  it('only system admins switch flags; platform staff read them; members neither', async () => {
    const body = { organization_id: null, enabled: false };
    for (const email of ['managing_broker@demo.test', 'buyer@lakeside.demo.test']) {
      const cookie = await as(email);
      expect(
        (await ctx.request('PUT', '/api/admin/feature-flags/templates', { cookie, body })).status,
        email,
      ).toBe(403);
    }
    expect(
      (await ctx.request('GET', '/api/admin/feature-flags', { cookie: await as('broker@demo.test') })).status,
    ).toBe(403);
    const read = await ctx.request('GET', '/api/admin/feature-flags', {
      cookie: await as('buyer@lakeside.demo.test'),
    });
    expect(read.status).toBe(200);
    expect(read.json.items.find((f: any) => f.key === 'templates').global_enabled).toBe(true);
  });

  it('refuses unknown flags, bad bodies and unknown organizations', async () => {
    const cookie = await as(ADMIN);
    expect(
      (
        await ctx.request('PUT', '/api/admin/feature-flags/nope', {
          cookie,
          body: { organization_id: null, enabled: false },
        })
      ).status,
    ).toBe(400);
    const bad = await ctx.request('PUT', '/api/admin/feature-flags/rentals', {
      cookie,
      body: { organization_id: 'x', enabled: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(
      expect.arrayContaining(['organization_id', 'enabled']),
    );
    const missing = await ctx.request('PUT', '/api/admin/feature-flags/rentals', {
      cookie,
      body: { organization_id: '00000000-0000-4000-8000-000000000000', enabled: false },
    });
    expect(missing.status).toBe(404);
  });
});

describe('platform settings', () => {
  it('system admins change them (audited, versioned); support agents read; members are refused', async () => {
    const admin = await as(ADMIN);
    const before = await ctx.request('GET', '/api/admin/settings', { cookie: admin });
    expect(before.status).toBe(200);
    expect(before.json.signup_open).toBe(true);
    const body = {
      support_email: 'help@threshold.test',
      signup_open: true,
      default_time_zone: 'America/Denver',
    };
    const put = await ctx.request('PUT', '/api/admin/settings', { cookie: admin, body });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject(body);
    expect(put.json.version).toBeGreaterThan(before.json.version);
    expect(await auditCount('admin.platform_settings.update')).toBeGreaterThanOrEqual(1);
    const support = await as('buyer@lakeside.demo.test');
    expect((await ctx.request('GET', '/api/admin/settings', { cookie: support })).json.support_email).toBe(
      'help@threshold.test',
    );
    expect((await ctx.request('PUT', '/api/admin/settings', { cookie: support, body })).status).toBe(403);
    expect(
      (await ctx.request('GET', '/api/admin/settings', { cookie: await as('broker@demo.test') })).status,
    ).toBe(403);
    const bad = await ctx.request('PUT', '/api/admin/settings', {
      cookie: admin,
      body: { support_email: 'not-an-address', signup_open: true, default_time_zone: 'Mars/Base' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['default_time_zone', 'support_email']);
  });

  it('with sign-up closed, only an invited address may sign up, and the refusal says why', async () => {
    const admin = await as(ADMIN);
    const current = (await ctx.request('GET', '/api/admin/settings', { cookie: admin })).json;
    await ctx.request('PUT', '/api/admin/settings', {
      cookie: admin,
      body: {
        support_email: current.support_email,
        signup_open: false,
        default_time_zone: current.default_time_zone,
      },
    });
    expect((await ctx.request('GET', '/api/platform/sign-up')).json.signup_open).toBe(false);
    const refused = await ctx.request('POST', '/api/auth/sign-up/email', {
      body: {
        email: 'stranger@example.test',
        password: 'a-long-password-1',
        first_name: 'Stranger',
        last_name: 'Person',
      },
    });
    expect(refused.status, JSON.stringify(refused.json)).toBe(403);
    expect(JSON.stringify(refused.json)).toContain(SIGNUP_CLOSED_MESSAGE);
    const users = await ctx.db.execute(
      sql`select count(*)::int as n from users where email = 'stranger@example.test'`,
    );
    expect(Number((users as any).rows[0].n)).toBe(0);

    // An invited address gets through.
    const invite = await ctx.request('POST', '/api/organization/invitations', {
      cookie: await as('managing_broker@demo.test'),
      body: { email: 'invited-closed@example.test', role: 'realtor' },
    });
    expect(invite.status, JSON.stringify(invite.json)).toBeLessThan(300);
    const invited = await ctx.request('POST', '/api/auth/sign-up/email', {
      body: {
        email: 'Invited-Closed@example.test',
        password: 'a-long-password-1',
        first_name: 'Invited',
        last_name: 'Person',
      },
    });
    expect(invited.status, JSON.stringify(invited.json)).toBe(200);

    await ctx.request('PUT', '/api/admin/settings', {
      cookie: admin,
      body: {
        support_email: current.support_email,
        signup_open: true,
        default_time_zone: current.default_time_zone,
      },
    });
    const open = await ctx.request('POST', '/api/auth/sign-up/email', {
      body: {
        email: 'stranger@example.test',
        password: 'a-long-password-1',
        first_name: 'Stranger',
        last_name: 'Person',
      },
    });
    expect(open.status).toBe(200);
  });
});

describe('announcements', () => {
  const announcement = (over: Record<string, unknown> = {}) => ({
    title: 'Maintenance tonight',
    body: 'The platform is read-only from 22:00 to 23:00 UTC.',
    severity: 'warning',
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: null,
    audience: 'all',
    ...over,
  });

  it('reach only their audience, until each member dismisses them', async () => {
    const admin = await as(ADMIN);
    const created = await ctx.request('POST', '/api/admin/announcements', {
      cookie: admin,
      body: announcement({
        title: 'Lakeside only',
        audience: 'organizations',
        organization_ids: [ctx.seed!.lakeside.id],
      }),
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(await auditCount('admin.announcement.create')).toBeGreaterThanOrEqual(1);
    const titles = async (email: string) =>
      (await ctx.request('GET', '/api/announcements', { cookie: await as(email) })).json.items.map(
        (a: any) => a.title,
      );
    expect(await titles('broker@lakeside.demo.test')).toContain('Lakeside only');
    expect(await titles('realtor@lakeside.demo.test')).toContain('Lakeside only');
    expect(await titles('broker@demo.test')).not.toContain('Lakeside only');

    const harbor = await as('broker@demo.test');
    const notMine = await ctx.request('POST', `/api/announcements/${created.json.id}/dismiss`, {
      cookie: harbor,
      body: {},
    });
    expect(notMine.status).toBe(404);
    const lake = await as('broker@lakeside.demo.test');
    expect(
      (await ctx.request('POST', `/api/announcements/${created.json.id}/dismiss`, { cookie: lake, body: {} }))
        .status,
    ).toBe(200);
    expect(await titles('broker@lakeside.demo.test')).not.toContain('Lakeside only');
    expect(await titles('realtor@lakeside.demo.test')).toContain('Lakeside only');
  });

  it('are shown only between start and end', async () => {
    const admin = await as(ADMIN);
    await ctx.request('POST', '/api/admin/announcements', {
      cookie: admin,
      body: announcement({ title: 'Future', starts_at: '2099-01-01T00:00:00Z' }),
    });
    await ctx.request('POST', '/api/admin/announcements', {
      cookie: admin,
      body: announcement({
        title: 'Past',
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2020-01-02T00:00:00Z',
      }),
    });
    await ctx.request('POST', '/api/admin/announcements', {
      cookie: admin,
      body: announcement({ title: 'Everyone' }),
    });
    const items = (await ctx.request('GET', '/api/announcements', { cookie: await as('realtor@demo.test') }))
      .json.items;
    expect(items.map((a: any) => a.title)).toContain('Everyone');
    expect(items.map((a: any) => a.title)).not.toEqual(expect.arrayContaining(['Future']));
    expect(items.map((a: any) => a.title)).not.toContain('Past');
  });

  it('only system admins write them; bad input has field errors; withdrawn ones vanish', async () => {
    const support = await as('buyer@lakeside.demo.test');
    expect(
      (await ctx.request('POST', '/api/admin/announcements', { cookie: support, body: announcement() }))
        .status,
    ).toBe(403);
    expect((await ctx.request('GET', '/api/admin/announcements', { cookie: support })).status).toBe(200);
    expect(
      (await ctx.request('GET', '/api/admin/announcements', { cookie: await as('broker@demo.test') })).status,
    ).toBe(403);
    const admin = await as(ADMIN);
    const bad = await ctx.request('POST', '/api/admin/announcements', {
      cookie: admin,
      body: announcement({
        title: '',
        audience: 'organizations',
        organization_ids: [],
        ends_at: '2000-01-01T00:00:00Z',
      }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['ends_at', 'organization_ids', 'title']);
    const created = await ctx.request('POST', '/api/admin/announcements', {
      cookie: admin,
      body: announcement({ title: 'Withdraw me' }),
    });
    expect(
      (await ctx.request('DELETE', `/api/admin/announcements/${created.json.id}`, { cookie: admin })).status,
    ).toBe(200);
    const items = (await ctx.request('GET', '/api/announcements', { cookie: await as('realtor@demo.test') }))
      .json.items;
    expect(items.map((a: any) => a.title)).not.toContain('Withdraw me');
    expect(await auditCount('admin.announcement.delete')).toBe(1);
  });
});

describe('platform analytics', () => {
  it('only platform staff read them; the figures come from the data', async () => {
    expect(
      (await ctx.request('GET', '/api/admin/analytics', { cookie: await as('managing_broker@demo.test') }))
        .status,
    ).toBe(403);
    const admin = await as(ADMIN);
    const before = (await ctx.request('GET', '/api/admin/analytics', { cookie: admin })).json;
    expect(before.signups_per_week).toHaveLength(12);
    expect(before.active_users.last_7_days).toBeGreaterThanOrEqual(1);
    expect(before.active_users.last_30_days).toBeGreaterThanOrEqual(before.active_users.last_7_days);
    const harbor = before.deals_per_organization.find(
      (o: any) => o.organization_id === ctx.seed!.harborview.id,
    );
    const counted = await ctx.db.execute(
      sql`select count(*)::int as n from transactions where organization_id = ${ctx.seed!.harborview.id}`,
    );
    expect(harbor.deals).toBe(Number((counted as any).rows[0].n));
    expect(harbor.open_deals).toBeLessThanOrEqual(harbor.deals);

    // A new sign-up lands in this week's bar; a new sign-in counts as active.
    await ctx.request('POST', '/api/auth/sign-up/email', {
      body: {
        email: 'analytics-new@example.test',
        password: 'a-long-password-1',
        first_name: 'New',
        last_name: 'Person',
      },
    });
    await ctx.signIn('transaction_coordinator@demo.test');
    const after = (
      await ctx.request('GET', '/api/admin/analytics', { cookie: await as('buyer@lakeside.demo.test') })
    ).json;
    expect(after.signups_per_week.at(-1).signups).toBe(before.signups_per_week.at(-1).signups + 1);
    expect(after.active_users.last_7_days).toBeGreaterThan(before.active_users.last_7_days);
  });
});
