import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '1' } });
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;

/** Only Date is faked: the server's session checks and Better Auth's expiry arithmetic follow this clock. */
function startClock() {
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return (minutes: number) => vi.setSystemTime(start + minutes * MINUTE);
}

const me = (cookie: string) => ctx.request('GET', '/api/me', { cookie }).then((r) => r.status);

describe('session lifetime', () => {
  it('refuses a session left unused longer than the idle time', async () => {
    const at = startClock();
    const idle = await ctx.signIn('realtor@demo.test');
    const active = await ctx.signIn('realtor@demo.test');
    at(29);
    expect(await me(active)).toBe(200);
    at(31);
    expect(await me(idle)).toBe(401);
    expect(await me(active)).toBe(200);
  });

  it('slides a regularly used session, but never past the absolute lifetime from sign-in', async () => {
    const at = startClock();
    const cookie = await ctx.signIn('broker@demo.test');
    // Each visit lands within the 30-minute idle time of the one before.
    for (const minute of [20, 40, 58]) {
      at(minute);
      expect(await me(cookie)).toBe(200);
    }
    // Used two minutes ago, so idle expiry is far off: only the one-hour cap ends it.
    at(61);
    expect(await me(cookie)).toBe(401);
    expect(
      (await ctx.request('PATCH', '/api/me/profile', { cookie, body: { first_name: 'Dan' } })).status,
    ).toBe(401);
  });
});
