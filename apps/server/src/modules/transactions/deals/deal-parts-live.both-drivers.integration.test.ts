import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, serveForSockets, type TestSocket } from '../../../platform/realtime/realtime-test-kit';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../../test/harness';
import { testDatabaseKind } from '../../../test/test-database';
import { createDeal, sessions } from '../transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let server: Awaited<ReturnType<typeof serveForSockets>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  server = await serveForSockets(ctx.app);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await server?.close();
  await ctx?.close();
});

async function watching(email: string) {
  const socket = await openSocket(server.url, { cookie: await cookieFor(email), origin: TEST_ORIGIN });
  sockets.push(socket);
  socket.send({ type: 'subscribe', id: 'deals', resource: 'transactions' });
  await socket.waitFor((m) => m.type === 'subscribed', `${email} subscribed`);
  return socket;
}

describe(`live deal parts (${testDatabaseKind()})`, () => {
  it('tells only people who may see the deal that its notes or people changed, and clients not which', async () => {
    const buyerId = ctx.seed!.harborview.users.get('buyer')!;
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
      participants: [{ user_id: buyerId, roles: ['buyer'] }],
    });
    const [owner, client, outsider] = await Promise.all([
      watching('realtor@demo.test'),
      watching('buyer@demo.test'),
      watching('seller@demo.test'),
    ]);
    const note = await ctx.request('POST', `/api/transactions/${deal.id}/notes`, {
      cookie: await cookieFor('realtor@demo.test'),
      body: { body: 'Lender asked for two more pay stubs', mention_user_ids: [] },
    });
    expect(note.status, JSON.stringify(note.json)).toBe(201);
    const ofDeal = (m: any) =>
      m.type === 'event' && m.event.record_id === deal.id && m.event.action === 'update';
    const seen = await owner.waitFor(ofDeal, 'the owner told of the note');
    expect(seen.event.changed).toEqual(['notes']);
    // The client on the deal learns the deal changed, not that its internal notes did.
    const clientSeen = await client.waitFor(ofDeal, 'the client told of a change');
    expect(clientSeen.event).toMatchObject({ data: { id: deal.id }, changed: [] });

    const removed = await ctx.request(
      'DELETE',
      `/api/transactions/${deal.id}/participants/${(await ctx.request('GET', `/api/transactions/${deal.id}/participants`, { cookie: await cookieFor('realtor@demo.test') })).json.items[0].id}`,
      {
        cookie: await cookieFor('realtor@demo.test'),
      },
    );
    expect([200, 204]).toContain(removed.status);
    await owner.waitFor(
      (m) => ofDeal(m) && m.event.changed.includes('people'),
      'the owner told the people changed',
    );
    // Someone without the deal in scope heard nothing of it.
    owner.send({ type: 'ping' });
    await owner.waitFor((m) => m.type === 'pong', 'pong');
    outsider.send({ type: 'ping' });
    await outsider.waitFor((m) => m.type === 'pong', 'pong');
    expect(outsider.messages.filter((m) => m.type === 'event' && m.event.record_id === deal.id)).toEqual([]);
  });
});
