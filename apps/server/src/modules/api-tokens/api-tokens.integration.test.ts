import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, countRows, userId } from '../../test/integration-helpers';

/** Personal API tokens (ADR 0121): made with a session, used as a bearer, never beyond the creator. */
let ctx: TestContext;
let cookieFor: ReturnType<typeof cookieJar>;

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function makeToken(email: string, body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/tokens', { cookie: await cookieFor(email), body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { token: string; api_token: { id: string; hint: string; permissions: string[] } };
}

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = cookieJar(ctx);
});
afterAll(() => ctx?.close());

describe('personal API tokens', () => {
  it('acts for the creator with only the permissions it was given', async () => {
    const created = await makeToken('realtor@demo.test', {
      name: 'CRM sync',
      permissions: ['read:transactions'],
    });
    expect(created.token).toMatch(/^thr_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.api_token.hint)).toBe(true);

    const withCookie = await ctx.request('GET', '/api/transactions?limit=100', {
      cookie: await cookieFor('realtor@demo.test'),
    });
    const withToken = await ctx.request('GET', '/api/transactions?limit=100', bearer(created.token));
    expect(withToken.status).toBe(200);
    expect(withToken.json.items.map((d: { id: string }) => d.id)).toEqual(
      withCookie.json.items.map((d: { id: string }) => d.id),
    );
    // The realtor may read contacts, but this token was not given that permission.
    expect((await ctx.request('GET', '/api/contacts', bearer(created.token))).status).toBe(403);

    const listed = await ctx.request('GET', '/api/tokens', { cookie: await cookieFor('realtor@demo.test') });
    expect(JSON.stringify(listed.json)).not.toContain(created.token);
    const mine = listed.json.items.find((t: { id: string }) => t.id === created.api_token.id);
    expect(mine.last_used_at).not.toBeNull();
  });

  it('cannot be given a permission the creator lacks, and cannot mint tokens', async () => {
    const beyond = await ctx.request('POST', '/api/tokens', {
      cookie: await cookieFor('realtor@demo.test'),
      body: { name: 'Too much', permissions: ['read:transactions', 'manage:organization'] },
    });
    expect(beyond.status).toBe(400);
    expect(beyond.json.error.fields.permissions).toContain('manage:organization');

    const all = await makeToken('realtor@demo.test', { name: 'Everything I have' });
    const minted = await ctx.request('POST', '/api/tokens', {
      ...bearer(all.token),
      body: { name: 'child' },
    });
    expect(minted.status).toBe(403);
  });

  it('stops working when revoked, expired or when the creator leaves the organization', async () => {
    const revoked = await makeToken('broker@demo.test', { name: 'Revoke me' });
    expect((await ctx.request('GET', '/api/me', bearer(revoked.token))).status).toBe(200);
    const stranger = await ctx.request('DELETE', `/api/tokens/${revoked.api_token.id}`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(stranger.status).toBe(404);
    const revoke = await ctx.request('DELETE', `/api/tokens/${revoked.api_token.id}`, {
      cookie: await cookieFor('broker@demo.test'),
    });
    expect(revoke.status).toBe(200);
    expect(revoke.json.revoked_at).not.toBeNull();
    expect((await ctx.request('GET', '/api/me', bearer(revoked.token))).status).toBe(401);

    const expiring = await makeToken('broker@demo.test', { name: 'Short lived', expires_in_days: 1 });
    expect((await ctx.request('GET', '/api/me', bearer(expiring.token))).status).toBe(200);
    await ctx.db.execute(
      sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${expiring.api_token.id}::uuid`,
    );
    expect((await ctx.request('GET', '/api/me', bearer(expiring.token))).status).toBe(401);

    const leaving = await makeToken('transaction_coordinator@demo.test', { name: 'Leaving soon' });
    expect((await ctx.request('GET', '/api/me', bearer(leaving.token))).status).toBe(200);
    const coordinator = await userId(ctx, 'transaction_coordinator@demo.test');
    await ctx.db.execute(
      sql`update organization_members set status = 'inactive' where user_id = ${coordinator}`,
    );
    expect((await ctx.request('GET', '/api/me', bearer(leaving.token))).status).toBe(401);
  });

  it('refuses bearer values that are not live tokens, even next to a valid cookie', async () => {
    const cookie = await cookieFor('broker@demo.test');
    for (const value of ['thr_not-a-real-token', 'some-other-scheme-token'])
      expect(
        (await ctx.request('GET', '/api/me', { cookie, headers: { authorization: `Bearer ${value}` } }))
          .status,
      ).toBe(401);
    expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(200);
  });

  it('records who made and revoked tokens in the audit log', async () => {
    const audited = await countRows(
      ctx,
      sql`select count(*)::int as n from audit_log where action in ('api_token.create', 'api_token.revoke')`,
    );
    expect(audited).toBeGreaterThanOrEqual(5);
  });
});
