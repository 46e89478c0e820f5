import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { DEMO_PASSWORD } from '../../../seed/users';

/** ADR 0064: the session token is in an HttpOnly cookie and nowhere a script can read it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

describe('auth responses carry no session token', () => {
  it('sign-in, get-session and list-sessions answer without the cookie’s token', async () => {
    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'realtor@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const token = tokenOf(cookie);
    expect(token.length).toBeGreaterThan(10);
    expect(signIn.json.user.email).toBe('realtor@demo.test');
    expect(signIn.text).not.toContain(token);

    const session = await ctx.request('GET', '/api/auth/get-session', { cookie });
    expect(session.json.session.id).toBeTruthy();
    expect(session.text).not.toContain(token);

    const list = await ctx.request('GET', '/api/auth/list-sessions', { cookie });
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThan(0);
    expect(list.text).not.toContain(token);
    expect(list.text).not.toContain('"token"');
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('signs out another of one’s own sessions by id, and is audited', async () => {
    const laptop = await ctx.signIn('broker@demo.test');
    const phone = await ctx.signIn('broker@demo.test');
    const phoneId = (await ctx.request('GET', '/api/auth/get-session', { cookie: phone })).json.session.id as string;

    const revoked = await ctx.request('DELETE', `/api/me/sessions/${phoneId}`, { cookie: laptop });
    expect(revoked.status).toBe(200);
    expect((await ctx.request('GET', '/api/me', { cookie: phone })).status).toBe(401);
    expect((await ctx.request('GET', '/api/me', { cookie: laptop })).status).toBe(200);

    const audit = (await ctx.db.execute(
      `select action, entity_type from audit_log where entity_id = '${phoneId.replaceAll("'", '')}' and action <> 'auth.sign_in'`,
    )) as unknown as { rows: { action: string; entity_type: string }[] };
    expect(audit.rows).toEqual([{ action: 'auth.session_revoked', entity_type: 'session' }]);
  });

  it('answers 404 for another user’s session, which stays signed in', async () => {
    const mine = await ctx.signIn('realtor@demo.test');
    const theirs = await ctx.signIn('team_leader@demo.test');
    const theirId = (await ctx.request('GET', '/api/auth/get-session', { cookie: theirs })).json.session.id as string;
    const attempt = await ctx.request('DELETE', `/api/me/sessions/${theirId}`, { cookie: mine });
    expect(attempt.status).toBe(404);
    expect(attempt.json.error.code).toBe('NOT_FOUND');
    expect((await ctx.request('GET', '/api/me', { cookie: theirs })).status).toBe(200);
  });
});
