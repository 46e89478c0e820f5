import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { openSocket, serveForSockets, type TestSocket } from '../../platform/realtime/realtime-test-kit';
import { sessions } from '../transactions/transactions-test-kit';
import { listingWithLink, submitOffer } from './listings-test-kit';

let ctx: TestContext;
let as: (email: string) => Promise<string>;
let server: Awaited<ReturnType<typeof serveForSockets>>;
let socket: TestSocket | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  as = sessions(ctx);
  server = await serveForSockets(ctx.app);
});
afterAll(async () => {
  socket?.close();
  await server?.close();
  await ctx?.close();
});

describe(`accepting an offer (${testDatabaseKind()})`, () => {
  // Issue 37, bug 1: the deal was created on `tx as Db`, and the hub looked up by that handle was missing.
  it('tells subscribers live that the deal was created', async () => {
    const realtor = await as('realtor@demo.test');
    socket = await openSocket(server.url, { cookie: realtor, origin: TEST_ORIGIN });
    await socket.waitFor((m) => m.type === 'ready', 'ready');
    socket.send({ type: 'subscribe', id: 'deals', resource: 'transactions', actions: ['insert'] });
    await socket.waitFor((m) => m.type === 'subscribed' && m.id === 'deals', 'subscribed');

    const { linkKey } = await listingWithLink(ctx, realtor);
    const { id } = await submitOffer(ctx, linkKey);
    const offer = await ctx.request('GET', `/api/offers/${id}`, { cookie: realtor });
    const accepted = await ctx.request('POST', `/api/offers/${id}/accept`, {
      cookie: realtor,
      headers: { 'If-Match': `"${offer.json.version}"` },
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);

    const dealId = accepted.json.transaction_id;
    const event = await socket.waitFor(
      (m) => m.type === 'event' && m.event.record_id === dealId,
      'the deal created event',
      5_000,
    );
    expect(event.event).toMatchObject({ resource: 'transactions', action: 'insert', record_id: dealId });
  });
});
