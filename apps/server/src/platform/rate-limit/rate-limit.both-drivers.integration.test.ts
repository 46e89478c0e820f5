import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { countRequest } from './rate-limit.repository';

let ctx: TestContext;
beforeAll(async () => {
  // TRUST_PROXY lets each request name its address with X-Forwarded-For (the last hop counts).
  ctx = await createTestContext({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_USER_WRITES_PER_MINUTE: '5',
      RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '8',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '3',
    },
  });
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const from = (address: string) => ({ 'x-forwarded-for': address });
const renameFrom = (cookie: string, address: string) =>
  ctx.request('PATCH', '/api/me/profile', { cookie, body: { first_name: 'Rita' }, headers: from(address) });
const anonymousWriteFrom = (address: string) =>
  ctx.request('POST', '/api/contacts', { body: { first_name: 'X' }, headers: from(address) });
const TOKEN = 'a'.repeat(43);

describe('per-user write limit', () => {
  it('answers the hammering user 429 with Retry-After while another user writes on', async () => {
    const realtor = await ctx.signIn('realtor@demo.test');
    const broker = await ctx.signIn('broker@demo.test');
    // A new address each time, so only the per-user budget can run out.
    for (let i = 0; i < 5; i++) expect((await renameFrom(realtor, `10.1.0.${i}`)).status).toBe(200);
    const limited = await renameFrom(realtor, '10.1.0.99');
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    expect(limited.json.error.message).toMatch(/try again/i);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await renameFrom(broker, '10.1.1.1')).status).toBe(200);

    // Reads are never limited, not even for a caller over its write budget.
    for (let i = 0; i < 10; i++)
      expect(
        (await ctx.request('GET', '/api/me', { cookie: realtor, headers: from('10.1.0.99') })).status,
      ).toBe(200);

    // The next window starts afresh.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await renameFrom(realtor, '10.1.0.100')).status).toBe(200);
  });
});

describe('per-address write limit', () => {
  it('answers the hammering address 429 while another address is served', async () => {
    for (let i = 0; i < 8; i++) expect((await anonymousWriteFrom('10.2.0.1')).status).toBe(401);
    const limited = await anonymousWriteFrom('10.2.0.1');
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await anonymousWriteFrom('10.2.0.2')).status).toBe(401);
    // /api/auth/* is Better Auth's to limit: the blocked address still gets an answer there.
    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'nobody@example.test', password: 'not-the-password' },
      headers: from('10.2.0.1'),
    });
    expect(signIn.status).toBe(401);
  });

  it('lets exactly the limit through when requests arrive at once', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 14 }, () => anonymousWriteFrom('10.3.0.1').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe('public token endpoints', () => {
  it('limits invitation lookups per address, stricter than writes', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await ctx.request('GET', `/api/invitations/${TOKEN}`, { headers: from('10.4.0.1') })).status,
      ).toBe(404);
    }
    const limited = await ctx.request('GET', `/api/invitations/${TOKEN}`, { headers: from('10.4.0.1') });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Malformed tokens count too, so guessing cannot go around the limit.
    expect((await ctx.request('GET', '/api/invitations/short', { headers: from('10.4.0.1') })).status).toBe(
      429,
    );
    expect(
      (await ctx.request('GET', `/api/invitations/${TOKEN}`, { headers: from('10.4.0.2') })).status,
    ).toBe(404);
  });

  it('never limits a GET that does not declare a limit', async () => {
    const cookie = await ctx.signIn('broker@demo.test');
    for (let i = 0; i < 12; i++) {
      expect((await ctx.request('GET', '/api/contacts', { cookie, headers: from('10.5.0.1') })).status).toBe(
        200,
      );
    }
  });
});

describe('fixed-window counting shared by instances', () => {
  it('starts a new window afresh, and a lagging clock counts into the newer window', async () => {
    const key = 'threshold:test:windows';
    const minute = 60_000;
    const base = 1_800_000_000_000 - (1_800_000_000_000 % minute);
    expect(await countRequest(ctx.db, key, minute, base + 1_000)).toEqual({ count: 1, windowStart: base });
    expect(await countRequest(ctx.db, key, minute, base + 59_000)).toEqual({ count: 2, windowStart: base });
    expect(await countRequest(ctx.db, key, minute, base + minute + 5)).toEqual({
      count: 1,
      windowStart: base + minute,
    });
    // Another instance whose clock is a second behind still sees the newer window.
    expect(await countRequest(ctx.db, key, minute, base + minute - 1_000)).toEqual({
      count: 2,
      windowStart: base + minute,
    });
  });
});
