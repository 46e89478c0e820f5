import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, cookieFrom, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PASSWORD = 'Harbor-lights-77!';

function tokenFrom(link: string) {
  return new URL(link).searchParams.get('token') as string;
}

describe('sign-up, verification and sign-in', () => {
  it('takes a new user from sign-up to a verified session and back out', async () => {
    const email = 'nora.newcomer@example.test';
    const signUp = await ctx.request('POST', '/api/auth/sign-up/email', {
      body: { email, password: PASSWORD, first_name: 'Nora', last_name: 'Newcomer', callbackURL: '/verify-email' },
    });
    expect(signUp.status).toBe(200);

    const refused = await ctx.request('POST', '/api/auth/sign-in/email', { body: { email, password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await ctx.newestMailTo(email);
    const link = mail!.links[0]!;
    expect(link.startsWith(`${ctx.config.appUrl}/verify-email?`)).toBe(true);
    const verified = await ctx.request('GET', `/api/auth/verify-email?token=${encodeURIComponent(tokenFrom(link))}`);
    expect(verified.status).toBe(200);

    const cookie = await ctx.signIn(email, PASSWORD);
    const me = await ctx.request('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(email);
    expect(me.json.user.email_confirmed_at).not.toBeNull();
    expect(me.json.profile).toMatchObject({ first_name: 'Nora', last_name: 'Newcomer', verification_status: 'verified' });
    expect(me.json.effectiveRole).toBe('renter');
    expect(me.json.primaryAffiliation).toBeNull();
    expect(me.json.isSystemAdmin).toBe(false);

    const signOut = await ctx.request('POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(signOut.status).toBe(200);
    const after = await ctx.request('GET', '/api/me', { cookie });
    expect(after.status).toBe(401);
  });

  it('refuses a common password and a short one with field errors', async () => {
    const common = await ctx.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'c@example.test', password: 'password123', first_name: 'C', last_name: 'D' },
    });
    expect(common.status).toBe(400);
    expect(common.json.error.fields.password).toMatch(/common/);
    const short = await ctx.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'not-an-email', password: 'short', first_name: '', last_name: 'D' },
    });
    expect(short.status).toBe(400);
    expect(Object.keys(short.json.error.fields).sort()).toEqual(['email', 'first_name', 'password']);
  });

  it('answers a wrong password with 401', async () => {
    const response = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'broker@demo.test', password: 'not-the-password' },
    });
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('stores argon2id hashes with at least 19 MiB and 2 passes', async () => {
    const { accounts } = await import('./auth.schema');
    const [row] = await ctx.db.select({ password: accounts.password }).from(accounts).limit(1);
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+)/.exec(row!.password!);
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });
});

describe('password reset', () => {
  it('sends a link to /reset-password, sets the new password and revokes every old session', async () => {
    const email = 'realtor@demo.test';
    const oldSession = await ctx.signIn(email);
    const request = await ctx.request('POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
    });
    expect(request.status).toBe(200);
    const link = (await ctx.newestMailTo(email))!.links[0]!;
    expect(link.startsWith(`${ctx.config.appUrl}/reset-password?token=`)).toBe(true);

    const reset = await ctx.request('POST', '/api/auth/reset-password', {
      body: { token: tokenFrom(link), newPassword: 'Brand-new-passphrase-9' },
    });
    expect(reset.status).toBe(200);
    expect((await ctx.request('GET', '/api/me', { cookie: oldSession })).status).toBe(401);
    expect((await ctx.request('POST', '/api/auth/sign-in/email', { body: { email, password: 'demo-pass-2026' } })).status).toBe(401);
    const fresh = await ctx.signIn(email, 'Brand-new-passphrase-9');
    expect((await ctx.request('GET', '/api/me', { cookie: fresh })).status).toBe(200);

    const reuse = await ctx.request('POST', '/api/auth/reset-password', {
      body: { token: tokenFrom(link), newPassword: 'Another-passphrase-10' },
    });
    expect(reuse.status).toBe(400);
  });

  it('revokes other sessions when the password is changed', async () => {
    const email = 'leasing_agent@demo.test';
    const first = await ctx.signIn(email);
    const second = await ctx.signIn(email);
    const change = await ctx.request('POST', '/api/auth/change-password', {
      cookie: second,
      body: { currentPassword: 'demo-pass-2026', newPassword: 'Changed-passphrase-11', revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    expect((await ctx.request('GET', '/api/me', { cookie: first })).status).toBe(401);
    const newCookie = cookieFrom(change.headers) || second;
    expect((await ctx.request('GET', '/api/me', { cookie: newCookie })).status).toBe(200);
  });
});

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax', async () => {
    const response = await ctx.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: ctx.config.appUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@demo.test', password: 'demo-pass-2026' }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
