import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, serveForSockets } from '../../platform/realtime/realtime-test-kit';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let server: Awaited<ReturnType<typeof serveForSockets>>;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  server = await serveForSockets(ctx.app);
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

describe(`people's status (${testDatabaseKind()})`, () => {
  it('is online with a tab in use, away when every tab is hidden or idle, offline without one', async () => {
    const realtorId = ctx.seed!.harborview.users.get('realtor')!;
    const statusOf = async () => {
      const response = await ctx.request('GET', `/api/people/status?user_ids=${realtorId},not-a-user`, {
        cookie: await cookieFor('broker@demo.test'),
      });
      expect(response.status).toBe(200);
      // Someone the broker cannot see (here: nobody) is left out.
      expect(Object.keys(response.json.statuses)).toEqual([realtorId]);
      return response.json.statuses[realtorId];
    };
    expect(await statusOf()).toBe('offline');

    const cookie = await cookieFor('realtor@demo.test');
    const first = await openSocket(server.url, { cookie, origin: TEST_ORIGIN });
    await first.waitFor((m) => m.type === 'ready', 'ready');
    expect(await statusOf()).toBe('online');
    const second = await openSocket(server.url, { cookie, origin: TEST_ORIGIN });
    await second.waitFor((m) => m.type === 'ready', 'ready');
    first.send({ type: 'status', state: 'away' });
    second.send({ type: 'status', state: 'away' });
    first.send({ type: 'ping' });
    second.send({ type: 'ping' });
    await first.waitFor((m) => m.type === 'pong', 'pong');
    await second.waitFor((m) => m.type === 'pong', 'pong');
    expect(await statusOf()).toBe('away');
    second.send({ type: 'status', state: 'active' });
    second.send({ type: 'ping' });
    await second.waitFor(
      (m) => m.type === 'pong' && second.messages.filter((x) => x.type === 'pong').length === 2,
      'second pong',
    );
    expect(await statusOf()).toBe('online');

    first.close();
    second.close();
    await Promise.all([first.closed, second.closed]);
    await expect.poll(statusOf).toBe('offline');
  });

  it('answers 400 for too many people', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => `u${i}`).join(',');
    const response = await ctx.request('GET', `/api/people/status?user_ids=${ids}`, {
      cookie: await cookieFor('broker@demo.test'),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields.user_ids).toBeTruthy();
  });
});
