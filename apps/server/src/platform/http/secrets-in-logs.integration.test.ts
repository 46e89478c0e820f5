import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

/** ADR 0061: reset, verification and invitation tokens never reach the log. */
describe('what the log records', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ logDestination: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => ctx.close());

  const tokenOf = (link: string) => {
    const params = new URL(link).searchParams;
    return (params.get('token') ?? params.get('invitation'))!;
  };

  it('a password reset logs neither the link nor the token, on the way out or back in', async () => {
    const email = 'realtor@demo.test';
    expect((await ctx.request('POST', '/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } })).status).toBe(200);
    const token = tokenOf((await ctx.newestMailTo(email))!.links[0]!);
    await ctx.request('GET', `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    await ctx.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Brand-new-passphrase-9' } });
    const log = lines.join('');
    expect(log).toContain('"msg":"email"');
    expect(log).toContain('/api/auth/reset-password');
    expect(log).not.toContain(token);
  });

  it('an invitation logs neither its link nor its token, even when the token is in the path', async () => {
    const cookie = await ctx.signIn('broker@demo.test');
    const contact = await ctx.request('POST', '/api/contacts', {
      cookie,
      body: { first_name: 'Lena', last_name: 'Logs', emails: [{ value: 'lena.logs@example.com' }], types: ['buyer'] },
    });
    expect(contact.status).toBe(201);
    const invited = await ctx.request('POST', `/api/contacts/${contact.json.id}/invitations`, { cookie, body: { role: 'buyer' } });
    expect(invited.status).toBe(201);
    const link = (await ctx.newestMailTo('lena.logs@example.com'))!.links[0]!;
    const token = tokenOf(link);
    expect((await ctx.request('GET', `/api/invitations/${token}`)).status).toBe(200);
    const log = lines.join('');
    expect(log).toContain('"route":"/api/invitations/:token"');
    expect(log).not.toContain(token);
  });
});
