import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NO_USER_MESSAGE } from '@threshold/domain/common/error.contract';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
const cookies = new Map<string, string>();
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function cookieFor(email: string) {
  if (!cookies.has(email)) cookies.set(email, await ctx.signIn(email));
  return cookies.get(email)!;
}

describe('GET /api/me per role group', () => {
  const cases = [
    { email: 'system_admin@demo.test', role: 'system_admin', group: 'system', admin: true, has: ['manage:system', 'manage:roles'], lacks: [] },
    { email: 'managing_broker@demo.test', role: 'managing_broker', group: 'management', admin: false, has: ['manage:team', 'read:transaction_financials'], lacks: ['manage:system'] },
    { email: 'broker@demo.test', role: 'broker', group: 'agent', admin: false, has: ['create:transactions', 'approve:documents'], lacks: ['manage:team', 'manage:roles'] },
    { email: 'realtor@demo.test', role: 'realtor', group: 'agent', admin: false, has: ['create:transactions', 'read:contacts'], lacks: ['approve:documents'] },
    { email: 'transaction_coordinator@demo.test', role: 'transaction_coordinator', group: 'support', admin: false, has: ['invite:clients', 'read:templates'], lacks: ['create:transactions'] },
    { email: 'buyer@demo.test', role: 'buyer', group: 'client', admin: false, has: ['read:transactions'], lacks: ['read:contacts', 'read:templates'] },
    { email: 'attorney@demo.test', role: 'attorney', group: 'external', admin: false, has: ['approve:documents', 'sign:delegated'], lacks: ['create:transactions', 'read:templates'] },
  ] as const;

  for (const c of cases) {
    it(`${c.role} gets the ${c.group} role, scopes and permissions`, async () => {
      const me = await ctx.request('GET', '/api/me', { cookie: await cookieFor(c.email) });
      expect(me.status).toBe(200);
      expect(me.json.effectiveRole).toBe(c.role);
      expect(me.json.roleGroup).toBe(c.group);
      expect(me.json.isSystemAdmin).toBe(c.admin);
      expect(me.json.primaryAffiliation.organization_name).toBe('Harborview Realty');
      for (const p of c.has) expect(me.json.permissions).toContain(p);
      for (const p of c.lacks) expect(me.json.permissions).not.toContain(p);
    });
  }

  it('lists teams and supervisors from the seed', async () => {
    const tc = await ctx.request('GET', '/api/me', { cookie: await cookieFor('transaction_coordinator@demo.test') });
    expect(tc.json.primaryAffiliation.teams.map((t: { name: string }) => t.name)).toEqual(['Harbor North Team']);
    expect(tc.json.supervisors).toEqual([
      expect.objectContaining({ first_name: 'Daniel', last_name: 'Reyes', relationship_type: 'broker_supervision' }),
    ]);
    const broker = await ctx.request('GET', '/api/me', { cookie: await cookieFor('broker@demo.test') });
    expect(broker.json.supervisees.map((p: { first_name: string }) => p.first_name).sort()).toEqual(['Taylor', 'Uma']);
  });

  it('applies role_details scope overrides', async () => {
    const { userProfiles } = await import('./identity.schema');
    const { eq } = await import('drizzle-orm');
    const realtorId = ctx.seed!.harborview.users.get('realtor')!;
    await ctx.db.update(userProfiles).set({ roleDetails: { transactionAccessScope: 'team' } }).where(eq(userProfiles.id, realtorId));
    const me = await ctx.request('GET', '/api/me', { cookie: await cookieFor('realtor@demo.test') });
    expect(me.json.accessScopes).toEqual({ transactionAccessScope: 'team', documentAccessScope: 'own' });
  });
});

describe('PATCH /api/me/profile', () => {
  it('answers a signed-out caller with the spec message', async () => {
    const response = await ctx.request('PATCH', '/api/me/profile', { body: { first_name: 'X' } });
    expect(response.status).toBe(401);
    expect(response.json.error.message).toBe(NO_USER_MESSAGE);
  });

  it('updates the name and opt-out, and records an audit row', async () => {
    const cookie = await cookieFor('seller@demo.test');
    const response = await ctx.request('PATCH', '/api/me/profile', {
      cookie,
      body: { first_name: 'Simone', ccpa_opt_out: true, profile_image_url: 'https://images.example.test/s.png' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ first_name: 'Simone', last_name: 'Hale', ccpa_opt_out: true });
    const me = await ctx.request('GET', '/api/me', { cookie });
    expect(me.json.profile.first_name).toBe('Simone');
    const { auditLog } = await import('../../platform/audit/audit.schema');
    const rows = await ctx.db.select().from(auditLog);
    expect(rows.some((r) => r.action === 'profile.update' && (r.after as { first_name: string }).first_name === 'Simone')).toBe(true);
  });

  it('refuses unknown fields and a javascript: image URL with field errors', async () => {
    const cookie = await cookieFor('seller@demo.test');
    const bad = await ctx.request('PATCH', '/api/me/profile', { cookie, body: { profile_image_url: 'javascript:alert(1)', role: 'broker' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('VALIDATION_FAILED');
    expect(bad.json.error.fields).toHaveProperty('profile_image_url');
  });
});

describe('is_system_admin and has_permission', () => {
  it('answers for oneself', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const me = ctx.seed!.harborview.users.get('broker')!;
    expect((await ctx.request('POST', '/api/rpc/is_system_admin', { cookie, body: { p_user_id: me } })).json.result).toBe(false);
    const yes = await ctx.request('POST', '/api/rpc/has_permission', { cookie, body: { p_user_id: me, p_permission_name: 'approve:documents' } });
    expect(yes.json.result).toBe(true);
    const no = await ctx.request('POST', '/api/rpc/has_permission', { cookie, body: { p_user_id: me, p_permission_name: 'manage:team' } });
    expect(no.json.result).toBe(false);
  });

  it('is false in an organization the user does not belong to', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const result = await ctx.request('POST', '/api/rpc/has_permission', {
      cookie,
      body: { p_user_id: ctx.seed!.harborview.users.get('broker')!, p_permission_name: 'read:transactions', p_organization_id: ctx.seed!.lakeside.id },
    });
    expect(result.status).toBe(200);
    expect(result.json.result).toBe(false);
  });

  it('lets an organization admin ask about members but not about other organizations', async () => {
    const cookie = await cookieFor('managing_broker@demo.test');
    const member = await ctx.request('POST', '/api/rpc/has_permission', {
      cookie,
      body: { p_user_id: ctx.seed!.harborview.users.get('realtor')!, p_permission_name: 'create:transactions' },
    });
    expect(member.json.result).toBe(true);
    const outsider = await ctx.request('POST', '/api/rpc/has_permission', {
      cookie,
      body: { p_user_id: ctx.seed!.lakeside.users.get('broker')!, p_permission_name: 'read:transactions' },
    });
    expect(outsider.status).toBe(404);
  });

  it('hides other users from a non-admin', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const response = await ctx.request('POST', '/api/rpc/is_system_admin', {
      cookie,
      body: { p_user_id: ctx.seed!.harborview.users.get('system_admin')! },
    });
    expect(response.status).toBe(404);
  });

  it('tells an admin that the system admin is one', async () => {
    const cookie = await cookieFor('system_admin@demo.test');
    const response = await ctx.request('POST', '/api/rpc/is_system_admin', {
      cookie,
      body: { p_user_id: ctx.seed!.harborview.users.get('system_admin')! },
    });
    expect(response.json.result).toBe(true);
  });
});

describe('garbage input never yields a 500', () => {
  const anyJson = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom('email', 'password', 'first_name', 'last_name', 'name', 'callbackURL', 'profile_image_url', 'ccpa_opt_out', 'rememberMe'), fc.jsonValue()));
  const rawBody = fc.oneof(anyJson.map((v) => JSON.stringify(v)), fc.string());

  it.each(['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/me/profile'])('%s', async (path) => {
    const cookie = await cookieFor('renter@demo.test');
    const method = path === '/api/me/profile' ? 'PATCH' : 'POST';
    await fc.assert(
      fc.asyncProperty(rawBody, async (body) => {
        const response = await ctx.request(method, path, { body, cookie: method === 'PATCH' ? cookie : undefined });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(response.json.error.code).toEqual(expect.any(String));
      }),
      { numRuns: 60 },
    );
  });
});
