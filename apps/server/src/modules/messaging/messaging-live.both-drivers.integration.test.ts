import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { createApp } from '../../app';
import { openDatabase, type Database } from '../../platform/db/client';
import { createMailer } from '../../platform/email/mailer';
import { createLogger } from '../../platform/logger';
import { openSocket, serveForSockets, type TestSocket } from '../../platform/realtime/realtime-test-kit';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let server: Awaited<ReturnType<typeof serveForSockets>>;
const sockets: TestSocket[] = [];
const closers: Array<() => Promise<void>> = [];

async function subscribedSocket(url: string, email: string): Promise<TestSocket> {
  const socket = await openSocket(url, { cookie: await cookieFor(email), origin: TEST_ORIGIN });
  sockets.push(socket);
  socket.send({ type: 'subscribe', id: 'messages', resource: 'messages' });
  await socket.waitFor((m) => m.type === 'subscribed', 'subscribed');
  return socket;
}

const send = async (email: string, conversationId: string, body: string) => {
  const response = await ctx.request('POST', `/api/conversations/${conversationId}/messages`, {
    cookie: await cookieFor(email),
    body: { body },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json;
};

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  server = await serveForSockets(ctx.app);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  for (const close of closers.reverse()) await close();
  await server?.close();
  await ctx?.close();
});

describe(`messages over the socket (${testDatabaseKind()})`, () => {
  it('delivers to a client only the messages of their own deal’s conversation', async () => {
    const buyerConversations = await ctx.request('GET', '/api/conversations?kind=deal', {
      cookie: await cookieFor('buyer@demo.test'),
    });
    const dealConversation = buyerConversations.json.items[0];
    const owner = dealConversation.members.find((m: any) => m.id !== ctx.seed!.harborview.users.get('buyer'));
    expect(owner).toBeTruthy();
    const realtorConversations = await ctx.request('GET', '/api/conversations?kind=direct', {
      cookie: await cookieFor('realtor@demo.test'),
    });
    // A direct conversation between the realtor and the broker: nothing in it is the buyer's.
    const brokerId = ctx.seed!.harborview.users.get('broker');
    const direct = realtorConversations.json.items.find((c: any) =>
      c.members.some((m: any) => m.id === brokerId),
    );
    expect(direct).toBeTruthy();

    const buyer = await subscribedSocket(server.url, 'buyer@demo.test');
    await send('broker@demo.test', direct.id, 'Not for the buyer');
    // The staff member on the buyer's deal conversation, whichever demo role they have.
    const [ownerRole] = [...ctx.seed!.harborview.users].find(([, id]) => id === owner.id)!;
    const ownerEmail = `${ownerRole}@demo.test`;
    const mine = await send(ownerEmail, dealConversation.id, 'For everyone on the deal');

    const event = await buyer.waitFor((m) => m.type === 'event', 'the deal message');
    expect(event.event).toMatchObject({
      resource: 'messages',
      action: 'insert',
      record_id: mine.id,
      data: { conversation_id: dealConversation.id },
    });
    const events = buyer.messages.filter((m) => m.type === 'event');
    expect(events).toHaveLength(1);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'carries a message sent through one instance to a client of another',
    async () => {
      // A second app on the same PostgreSQL database, as a second server instance would be.
      const url = (ctx.db as unknown as { $client: Pool }).$client.options.connectionString!;
      const database: Database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
      const logger = createLogger('silent');
      const second = createApp({
        config: ctx.config,
        db: database.db,
        logger,
        mailer: createMailer({ db: database.db, logger, from: ctx.config.mailFrom }),
      });
      const secondServer = await serveForSockets(second.app);
      closers.push(async () => {
        await secondServer.close();
        await second.realtime.close();
        await database.close();
      });
      const conversations = await ctx.request('GET', '/api/conversations?kind=direct', {
        cookie: await cookieFor('broker@demo.test'),
      });
      const direct = conversations.json.items[0];
      // The second instance starts listening with its first socket, and confirms the subscription
      // only once it listens: the message is sent at once after that.
      const realtor = await subscribedSocket(secondServer.url, 'realtor@demo.test');
      const sent = await send('broker@demo.test', direct.id, 'Across instances');
      const event = await realtor.waitFor(
        (m) => m.type === 'event' && m.event.record_id === sent.id,
        'the message from the other instance',
      );
      expect(event.event.data.conversation_id).toBe(direct.id);
    },
  );
});

describe(`presence and typing (${testDatabaseKind()})`, () => {
  it('shows who is in a conversation, passes typing on, and keeps outsiders out', async () => {
    const conversations = await ctx.request('GET', '/api/conversations?kind=direct', {
      cookie: await cookieFor('broker@demo.test'),
    });
    const room = `conversation:${conversations.json.items[0].id}`;
    const open = async (email: string) => {
      const socket = await openSocket(server.url, { cookie: await cookieFor(email), origin: TEST_ORIGIN });
      sockets.push(socket);
      socket.send({ type: 'join', room });
      return socket;
    };
    const broker = await open('broker@demo.test');
    await broker.waitFor((m) => m.type === 'presence' && m.users.length === 1, 'the broker alone');
    const realtor = await open('realtor@demo.test');
    const both = await broker.waitFor((m) => m.type === 'presence' && m.users.length === 2, 'both');
    expect(both.users.map((u: any) => u.user_id).sort()).toEqual(
      [ctx.seed!.harborview.users.get('broker'), ctx.seed!.harborview.users.get('realtor')].sort(),
    );
    expect(both.users.every((u: any) => u.first_name)).toBe(true);

    realtor.send({ type: 'typing', room });
    const typing = await broker.waitFor((m) => m.type === 'typing', 'typing');
    expect(typing.user_id).toBe(ctx.seed!.harborview.users.get('realtor'));

    const buyer = await open('buyer@demo.test');
    const refused = await buyer.waitFor((m) => m.type === 'error', 'the refusal');
    expect(refused.code).toBe('NOT_FOUND');
    buyer.send({ type: 'typing', room });

    realtor.close();
    await broker.waitFor(
      (m) =>
        m.type === 'presence' &&
        m.users.length === 1 &&
        broker.messages.indexOf(m) > broker.messages.indexOf(both),
      'the realtor gone',
    );
    expect(broker.messages.filter((m) => m.type === 'typing')).toHaveLength(1);
  });
});
