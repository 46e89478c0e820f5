import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionParticipants } from '../../modules/transactions/transactions.schema';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { createDeal } from '../../modules/transactions/transactions-test-kit';
import { MAX_DROPPED, MESSAGE_BURST, MESSAGES_PER_SECOND } from './message-rate';
import { openSocket, serveForSockets, type TestSocket } from './realtime-test-kit';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof serveForSockets>>;
const cookies = new Map<string, string>();
const cookieFor = async (email: string) => {
  if (!cookies.has(email)) cookies.set(email, await ctx.signIn(email));
  return cookies.get(email)!;
};
const sockets: TestSocket[] = [];
async function socketFor(email: string): Promise<TestSocket> {
  const socket = await openSocket(server.url, { cookie: await cookieFor(email), origin: TEST_ORIGIN });
  sockets.push(socket);
  await socket.waitFor((m) => m.type === 'ready', 'ready');
  return socket;
}

let sharedDeal: string;
let otherDeal: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await serveForSockets(ctx.app);
  const broker = await cookieFor('broker@demo.test');
  const list = await ctx.request('GET', '/api/transactions?limit=100', { cookie: broker });
  const brokerId = ctx.seed!.harborview.users.get('broker')!;
  const owned = (list.json.items as any[]).filter((d) => d.owner.id === brokerId);
  expect(owned.length).toBeGreaterThanOrEqual(2);
  [sharedDeal, otherDeal] = [owned[0].id, owned[1].id];
  // The realtor takes part in one of the broker's deals: it is in their scope, its figures are not.
  await ctx.db.insert(transactionParticipants).values({
    transactionId: sharedDeal,
    userId: ctx.seed!.harborview.users.get('realtor')!,
    firstName: 'Riley',
    lastName: 'Chen',
    roles: ['referral_agent'],
  });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await server?.close();
  await ctx?.close();
});

describe(`realtime socket (${testDatabaseKind()})`, () => {
  it('refuses a socket without a session', async () => {
    await expect(openSocket(server.url, { origin: TEST_ORIGIN })).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a socket from a foreign origin, even with a session', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    await expect(openSocket(server.url, { cookie, origin: 'https://evil.example' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(openSocket(server.url, { cookie })).rejects.toMatchObject({ status: 403 });
  });

  it('sends a realtor only events of deals in scope, without commission fields', async () => {
    const realtor = await socketFor('realtor@demo.test');
    const broker = await socketFor('broker@demo.test');
    for (const socket of [realtor, broker]) {
      socket.send({ type: 'subscribe', id: 'deals', resource: 'transactions' });
      await socket.waitFor((m) => m.type === 'subscribed' && m.id === 'deals', 'subscribed');
    }
    const brokerCookie = await cookieFor('broker@demo.test');
    const patch = async (id: string, body: object) => {
      const response = await ctx.request('PATCH', `/api/transactions/${id}`, { cookie: brokerCookie, body });
      expect(response.status, JSON.stringify(response.json)).toBe(200);
    };
    await patch(sharedDeal, { commission: null, beds: 3 });
    await patch(otherDeal, { beds: 2 });
    await patch(sharedDeal, { beds: 4 }); // the last event: the realtor has seen everything before it

    const last = await realtor.waitFor(
      (m) => m.type === 'event' && m.event.data.beds === 4,
      'the last shared-deal event',
    );
    const realtorEvents = realtor.messages.filter((m) => m.type === 'event').map((m) => m.event);
    expect(realtorEvents.map((e) => e.record_id)).toEqual([sharedDeal, sharedDeal]);
    expect(last.subscription).toBe('deals');
    for (const event of realtorEvents) {
      expect(event.data).not.toHaveProperty('commission');
      expect(event.changed).not.toContain('commission');
    }
    expect(realtorEvents[0].changed.sort()).toEqual(['beds', 'version']);

    // The owner (a broker) sees the same events with the figures, and the other deal's too.
    await broker.waitFor((m) => m.type === 'event' && m.event.data.beds === 4, 'the broker’s last event');
    const brokerEvents = broker.messages.filter((m) => m.type === 'event').map((m) => m.event);
    expect(brokerEvents.map((e) => e.record_id)).toEqual([sharedDeal, otherDeal, sharedDeal]);
    expect(brokerEvents[0].data).toHaveProperty('commission', null);
  });

  it('filters by column, resumes after the last event id, and limits subscriptions', async () => {
    const broker = await socketFor('broker@demo.test');
    broker.send({
      type: 'subscribe',
      id: 'one',
      resource: 'transactions',
      filter: { column: 'id', value: otherDeal },
    });
    await broker.waitFor((m) => m.type === 'subscribed', 'subscribed');
    const brokerCookie = await cookieFor('broker@demo.test');
    await ctx.request('PATCH', `/api/transactions/${sharedDeal}`, {
      cookie: brokerCookie,
      body: { beds: 6 },
    });
    await ctx.request('PATCH', `/api/transactions/${otherDeal}`, { cookie: brokerCookie, body: { beds: 7 } });
    const only = await broker.waitFor((m) => m.type === 'event', 'the filtered event');
    expect(only.event).toMatchObject({ record_id: otherDeal, data: { beds: 7 } });

    // A new socket resuming after the event before it gets exactly what it missed.
    const resumed = await socketFor('broker@demo.test');
    resumed.send({ type: 'subscribe', id: 'again', resource: 'transactions', after: only.event.id - 2 });
    await resumed.waitFor((m) => m.type === 'event' && m.event.id === only.event.id, 'the replayed event');
    const replayed = resumed.messages.filter((m) => m.type === 'event').map((m) => m.event.id);
    expect(replayed).toEqual([only.event.id - 1, only.event.id]);

    for (let i = 0; i < 25; i++) resumed.send({ type: 'subscribe', id: `s${i}`, resource: 'messages' });
    const refused = await resumed.waitFor(
      (m) => m.type === 'error' && m.code === 'TOO_MANY_SUBSCRIPTIONS',
      'the limit',
    );
    expect(refused.id).toBe('s19');
  });

  it('tells the agent’s open deal page about a checklist approval by the broker', async () => {
    const realtorCookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, realtorCookie);
    const agent = await socketFor('realtor@demo.test');
    agent.send({
      type: 'subscribe',
      id: 'deal',
      resource: 'transactions',
      filter: { column: 'id', value: deal.id },
    });
    await agent.waitFor((m) => m.type === 'subscribed', 'subscribed');
    const list = await ctx.request('GET', `/api/transactions/${deal.id}/checklist`, {
      cookie: realtorCookie,
    });
    const item = list.json.items[0];
    const path = `/api/transactions/${deal.id}/checklist/${item.id}`;
    const submitted = await ctx.request('POST', `${path}/submit`, {
      cookie: realtorCookie,
      body: { document_name: 'doc.pdf' },
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    const approved = await ctx.request('POST', `${path}/approve`, {
      cookie: await cookieFor('broker@demo.test'),
      body: {},
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    const event = await agent.waitFor(
      (m) => m.type === 'event' && m.event.data.checklist === 'checklist.approve',
      'the approval',
    );
    expect(event.event).toMatchObject({ record_id: deal.id, action: 'update', changed: ['checklist'] });
  });

  it('limits the messages of one socket: a flood is told RATE_LIMITED, then closed; others are served', async () => {
    const flooder = await socketFor('transaction_coordinator@demo.test');
    const calm = await socketFor('broker@demo.test');
    for (let i = 0; i < MESSAGE_BURST + MAX_DROPPED + 10; i++) flooder.send({ type: 'ping' });
    const limited = await flooder.waitFor((m) => m.type === 'error' && m.code === 'RATE_LIMITED', 'rate limit');
    expect(limited.message).toContain(`${MESSAGES_PER_SECOND} a second`);
    expect(await flooder.closed).toBe(1008);
    // At most what the bucket let through was answered (the close may cut the last answers off).
    const pongs = flooder.messages.filter((m) => m.type === 'pong').length;
    expect(pongs).toBeLessThanOrEqual(MESSAGE_BURST + 1);
    calm.send({ type: 'ping' });
    await calm.waitFor((m) => m.type === 'pong', 'the calm socket’s pong');
  });

  it('closes a socket once its session ended', async () => {
    const cookie = await ctx.signIn('team_leader@demo.test');
    const socket = await openSocket(server.url, { cookie, origin: TEST_ORIGIN });
    sockets.push(socket);
    await socket.waitFor((m) => m.type === 'ready', 'ready');
    await ctx.realtime.revalidate();
    const stillOpen = await Promise.race([
      socket.closed,
      new Promise((r) => setTimeout(() => r('open'), 200)),
    ]);
    expect(stillOpen).toBe('open');
    const out = await ctx.request('POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(out.status).toBe(200);
    await ctx.realtime.revalidate();
    expect(await socket.closed).toBe(4401);
  });
});
