import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestContext, type TestContext } from '../../test/harness';
import { DEMO_PASSWORD } from '../../../seed/users';
import { auditLog } from '../audit/audit.schema';
import { users } from './auth.schema';

let ctx: TestContext;
beforeAll(async () => {
  // TRUST_PROXY: each request names its (loopback, so demo accounts may sign in) address.
  ctx = await createTestContext({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => ctx.close());

const AGENT = 'AuditTest/1.0 (integration)';
const client = (ip: string) => ({ 'x-forwarded-for': ip, 'user-agent': AGENT });
const PASSWORD = 'Harbor-lights-77!';

async function signInFrom(ip: string, email: string, password = DEMO_PASSWORD) {
  const response = await ctx.request('POST', '/api/auth/sign-in/email', {
    body: { email, password },
    headers: client(ip),
  });
  expect(response.status).toBe(200);
  return cookieFrom(response.headers);
}

async function userId(email: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function auditRows(action: string, entityId?: string) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(
      entityId
        ? and(eq(auditLog.action, action), eq(auditLog.entityId, entityId))
        : eq(auditLog.action, action),
    )
    .orderBy(asc(auditLog.createdAt));
}

const tokenFrom = (link: string) => new URL(link).searchParams.get('token') as string;
/** The cookie holds `token.signature`; Better Auth's revoke-session takes the bare token. */
function sessionTokenOf(cookie: string) {
  const value = cookie
    .split('; ')
    .find((part) => part.includes('session_token='))!
    .split('=')
    .slice(1)
    .join('=');
  return decodeURIComponent(value).split('.')[0]!;
}

describe('authentication events in the audit log', () => {
  it('records sign-in and sign-out of a session with the address and user agent', async () => {
    const cookie = await signInFrom('127.0.0.21', 'broker@demo.test');
    const brokerId = await userId('broker@demo.test');
    const [signIn] = (await auditRows('auth.sign_in')).filter((r) => r.actorUserId === brokerId);
    expect(signIn).toMatchObject({ entityType: 'session', after: { ip: '127.0.0.21', user_agent: AGENT } });
    expect(signIn!.requestId).toBeTruthy();

    const signOut = await ctx.request('POST', '/api/auth/sign-out', {
      cookie,
      body: {},
      headers: client('127.0.0.22'),
    });
    expect(signOut.status).toBe(200);
    const [row] = await auditRows('auth.sign_out', signIn!.entityId);
    expect(row).toMatchObject({
      actorUserId: brokerId,
      entityType: 'session',
      after: { ip: '127.0.0.22', user_agent: AGENT },
    });
  });

  it('records a failed sign-in with the e-mail and never the password', async () => {
    const wrong = 'Wrong-secret-passphrase-4711';
    const known = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'realtor@demo.test', password: wrong },
      headers: client('127.0.0.23'),
    });
    expect(known.status).toBe(401);
    const unknown = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'ghost@example.test', password: wrong },
      headers: client('127.0.0.23'),
    });
    expect(unknown.status).toBe(401);

    const [knownRow] = await auditRows('auth.sign_in_failed', await userId('realtor@demo.test'));
    expect(knownRow).toMatchObject({
      actorUserId: null,
      entityType: 'user',
      after: { email: 'realtor@demo.test', ip: '127.0.0.23', user_agent: AGENT },
    });
    const [unknownRow] = await auditRows('auth.sign_in_failed', 'ghost@example.test');
    expect(unknownRow).toMatchObject({ entityType: 'user', after: { email: 'ghost@example.test' } });
    expect(JSON.stringify([knownRow, unknownRow])).not.toContain(wrong);
  });

  it('records e-mail verification, password change and password reset of a new account', async () => {
    const email = 'audrey.audit@example.test';
    const signUp = await ctx.request('POST', '/api/auth/sign-up/email', {
      body: { email, password: PASSWORD, first_name: 'Audrey', last_name: 'Audit' },
      headers: client('127.0.0.24'),
    });
    expect(signUp.status).toBe(200);
    const verifyLink = (await ctx.newestMailTo(email))!.links[0]!;
    const verified = await ctx.request(
      'GET',
      `/api/auth/verify-email?token=${encodeURIComponent(tokenFrom(verifyLink))}`,
      {
        headers: client('127.0.0.25'),
      },
    );
    expect(verified.status).toBe(200);
    const id = await userId(email);
    expect((await auditRows('auth.email_verified', id))[0]).toMatchObject({
      actorUserId: id,
      after: { ip: '127.0.0.25', user_agent: AGENT },
    });

    const cookie = await signInFrom('127.0.0.26', email, PASSWORD);
    const change = await ctx.request('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: 'Second-passphrase-12' },
      headers: client('127.0.0.26'),
    });
    expect(change.status).toBe(200);
    const [changeRow] = await auditRows('auth.password_change', id);
    expect(changeRow).toMatchObject({ actorUserId: id, after: { ip: '127.0.0.26', user_agent: AGENT } });
    expect(JSON.stringify(changeRow)).not.toContain('Second-passphrase-12');

    await ctx.request('POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
    });
    const resetLink = (await ctx.newestMailTo(email))!.links[0]!;
    const reset = await ctx.request('POST', '/api/auth/reset-password', {
      body: { token: tokenFrom(resetLink), newPassword: 'Third-passphrase-13' },
      headers: client('127.0.0.27'),
    });
    expect(reset.status).toBe(200);
    expect((await auditRows('auth.password_reset', id))[0]).toMatchObject({
      actorUserId: id,
      entityType: 'user',
      after: { ip: '127.0.0.27', user_agent: AGENT },
    });
  });

  it('records revoking one session, the other sessions and all sessions', async () => {
    const email = 'paralegal@demo.test';
    const id = await userId(email);
    const doomed = await signInFrom('127.0.0.28', email);
    const doomedId = (await auditRows('auth.sign_in')).filter((r) => r.actorUserId === id).at(-1)!.entityId;
    const first = await signInFrom('127.0.0.28', email);
    const second = await signInFrom('127.0.0.28', email);
    const one = await ctx.request('POST', '/api/auth/revoke-session', {
      cookie: second,
      body: { token: sessionTokenOf(doomed) },
      headers: client('127.0.0.28'),
    });
    expect(one.status).toBe(200);
    const [oneRow] = await auditRows('auth.session_revoked', doomedId);
    expect(oneRow).toMatchObject({
      actorUserId: id,
      entityType: 'session',
      after: { revoked: 'one', ip: '127.0.0.28' },
    });
    expect(JSON.stringify(oneRow)).not.toContain(sessionTokenOf(doomed));

    const others = await ctx.request('POST', '/api/auth/revoke-other-sessions', {
      cookie: second,
      body: {},
      headers: client('127.0.0.29'),
    });
    expect(others.status).toBe(200);
    expect((await ctx.request('GET', '/api/me', { cookie: first })).status).toBe(401);
    expect((await auditRows('auth.session_revoked', id))[0]).toMatchObject({
      actorUserId: id,
      after: { revoked: 'others', ip: '127.0.0.29', user_agent: AGENT },
    });

    const all = await ctx.request('POST', '/api/auth/revoke-sessions', {
      cookie: second,
      body: {},
      headers: client('127.0.0.30'),
    });
    expect(all.status).toBe(200);
    expect((await ctx.request('GET', '/api/me', { cookie: second })).status).toBe(401);
    const rows = await auditRows('auth.session_revoked', id);
    expect(rows.map((r) => (r.after as { revoked: string }).revoked)).toEqual(['others', 'all']);
  });
});

describe('password change', () => {
  it('ends the other sessions even when the client asks to keep them', async () => {
    const email = 'transaction_coordinator@demo.test';
    const other = await signInFrom('127.0.0.31', email);
    const current = await signInFrom('127.0.0.31', email);
    const change = await ctx.request('POST', '/api/auth/change-password', {
      cookie: current,
      body: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Kept-nothing-passphrase-14',
        revokeOtherSessions: false,
      },
      headers: client('127.0.0.31'),
    });
    expect(change.status).toBe(200);
    expect((await ctx.request('GET', '/api/me', { cookie: other })).status).toBe(401);
    // The caller carries on with the session the change handed back.
    const renewed = cookieFrom(change.headers);
    expect((await ctx.request('GET', '/api/me', { cookie: renewed })).status).toBe(200);
  });
});
