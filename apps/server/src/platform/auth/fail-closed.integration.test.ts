import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { DEMO_PASSWORD } from '../../../seed/users';

/** ADR 0060: the demo's open doors (mailbox, published passwords) are for this machine only. */
describe('outside production, behind a proxy (TRUST_PROXY)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => ctx.close());
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const demoSignIn = (address: string) =>
    ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'broker@demo.test', password: DEMO_PASSWORD },
      headers: from(address),
    });

  it('serves the dev mailbox to a loopback client only', async () => {
    expect((await ctx.request('GET', '/api/dev/mailbox', { headers: from('127.0.0.1') })).status).toBe(200);
    expect((await ctx.request('GET', '/api/dev/mailbox', { headers: from('::1') })).status).toBe(200);
    const remote = await ctx.request('GET', '/api/dev/mailbox', { headers: from('203.0.113.7') });
    expect(remote.status).toBe(404);
    expect(remote.json.error.code).toBe('NOT_FOUND');
  });

  it('lets demo accounts sign in from loopback only', async () => {
    expect((await demoSignIn('127.0.0.1')).status).toBe(200);
    const remote = await demoSignIn('198.51.100.20');
    expect(remote.status).toBe(403);
    expect(remote.json.error.message).toMatch(/Demo accounts/);
    expect(remote.headers.getSetCookie()).toEqual([]);
  });

  it('takes the last hop of X-Forwarded-For as the client, so a client cannot claim loopback', async () => {
    const spoofed = await ctx.request('GET', '/api/dev/mailbox', { headers: from('127.0.0.1, 203.0.113.7') });
    expect(spoofed.status).toBe(404);
  });
});

describe('production settings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: 's'.repeat(48) } });
  });
  afterAll(() => ctx.close());

  it('hides the dev mailbox even from loopback', async () => {
    expect((await ctx.request('GET', '/api/dev/mailbox')).status).toBe(404);
  });

  it('sets Secure, __Secure- prefixed, HttpOnly session cookies and HSTS', async () => {
    const response = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'broker@demo.test', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toMatch(/^__Secure-threshold\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
