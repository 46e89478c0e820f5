import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { cookieJar, userId } from '../../test/integration-helpers';
import { testDatabaseKind } from '../../test/test-database';
import { openSocket, serveForSockets, type TestSocket } from '../../platform/realtime/realtime-test-kit';
import { createListing } from '../listings/listings-test-kit';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let server: Awaited<ReturnType<typeof serveForSockets>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  server = await serveForSockets(ctx.app);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await server?.close();
  await ctx?.close();
});

async function socketFor(email: string): Promise<TestSocket> {
  const socket = await openSocket(server.url, { cookie: await as(email), origin: TEST_ORIGIN });
  sockets.push(socket);
  await socket.waitFor((m) => m.type === 'ready', 'ready');
  return socket;
}

async function subscribedToContacts(email: string): Promise<TestSocket> {
  const socket = await socketFor(email);
  socket.send({ type: 'subscribe', id: 'contacts', resource: 'contacts' });
  await socket.waitFor((m) => m.type === 'subscribed' && m.id === 'contacts', 'subscribed');
  return socket;
}

async function newContact(firstName: string, ownerEmail: string): Promise<{ id: string; version: number }> {
  const res = await ctx.request('POST', '/api/contacts', {
    cookie: await as('broker@demo.test'),
    body: { first_name: firstName, last_name: 'Live', owner_id: await userId(ctx, ownerEmail) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

const eventsOf = (socket: TestSocket) =>
  socket.messages.filter((m) => m.type === 'event').map((m) => m.event);

async function joinRoom(email: string, room: string) {
  const socket = await socketFor(email);
  socket.send({ type: 'join', room });
  return socket.waitFor((m) => m.type === 'presence' || m.type === 'error', `the answer to joining ${room}`);
}

describe(`live contacts (${testDatabaseKind()})`, () => {
  it('sends a realtor only events of contacts in their scope: create, board move, edit, delete', async () => {
    const realtor = await subscribedToContacts('realtor@demo.test');
    const broker = await subscribedToContacts('broker@demo.test');
    const brokerCookie = await as('broker@demo.test');
    const mine = await newContact('Mine', 'realtor@demo.test');
    const theirs = await newContact('Theirs', 'leasing_agent@demo.test');
    const moveOnBoard = async (id: string, stage: string) => {
      const res = await ctx.request('POST', '/api/contacts/bulk', {
        cookie: brokerCookie,
        body: { ids: [id], action: { type: 'set_stage', stage } },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };
    await moveOnBoard(theirs.id, 'qualified');
    await moveOnBoard(mine.id, 'qualified');
    const edited = await ctx.request('PATCH', `/api/contacts/${mine.id}`, {
      cookie: brokerCookie,
      body: { notes: 'Prefers mornings' },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const deleted = await ctx.request('DELETE', `/api/contacts/${theirs.id}`, { cookie: brokerCookie });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    const gone = await ctx.request('DELETE', `/api/contacts/${mine.id}`, { cookie: brokerCookie });
    expect(gone.status, JSON.stringify(gone.json)).toBe(200);

    await realtor.waitFor((m) => m.type === 'event' && m.event.action === 'delete', 'the deletion of Mine');
    const seen = eventsOf(realtor);
    expect(seen.map((e) => [e.record_id, e.action])).toEqual([
      [mine.id, 'insert'],
      [mine.id, 'update'],
      [mine.id, 'update'],
      [mine.id, 'delete'],
    ]);
    expect(seen[1]).toMatchObject({ changed: ['stage'], data: { id: mine.id, stage: 'qualified' } });
    // Other values never travel: the client refetches what it shows.
    expect(seen[2].changed).toEqual(['notes']);
    expect(seen[2].data).toEqual({ id: mine.id, version: edited.json.version });

    await broker.waitFor(
      (m) => m.type === 'event' && m.event.action === 'delete' && m.event.record_id === mine.id,
      'the broker’s last event',
    );
    expect(eventsOf(broker).map((e) => [e.record_id, e.action])).toEqual([
      [mine.id, 'insert'],
      [theirs.id, 'insert'],
      [theirs.id, 'update'],
      [mine.id, 'update'],
      [mine.id, 'update'],
      [theirs.id, 'delete'],
      [mine.id, 'delete'],
    ]);
  });

  it('sends a bulk change of many contacts as one event each, in order, out-of-scope ones filtered', async () => {
    const owners = ['realtor@demo.test', 'leasing_agent@demo.test'];
    const made: { id: string }[] = [];
    for (let i = 0; i < 8; i++) made.push(await newContact(`Bulk${i}`, owners[i % 2]!));
    const mine = new Set(made.filter((_, i) => i % 2 === 0).map((c) => c.id));
    const realtor = await subscribedToContacts('realtor@demo.test');
    const broker = await subscribedToContacts('broker@demo.test');
    const res = await ctx.request('POST', '/api/contacts/bulk', {
      cookie: await as('broker@demo.test'),
      body: { ids: made.map((c) => c.id), action: { type: 'set_stage', stage: 'nurture' } },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);

    await broker.waitFor(() => eventsOf(broker).length >= made.length, 'the broker’s eight events');
    const all = eventsOf(broker);
    expect(all.map((e) => e.record_id).sort()).toEqual(made.map((c) => c.id).sort());
    expect(all.every((e, i) => i === 0 || e.id > all[i - 1].id)).toBe(true);
    for (const event of all)
      expect(event).toMatchObject({ action: 'update', changed: ['stage'], data: { stage: 'nurture' } });
    // The realtor gets their four, in the same order, and nothing of the leasing agent's.
    await realtor.waitFor(() => eventsOf(realtor).length >= mine.size, 'the realtor’s four events');
    const inOrder = all.filter((e) => mine.has(e.record_id)).map((e) => e.id);
    expect(eventsOf(realtor).map((e) => e.id)).toEqual(inOrder);
  });

  it('lets into a contact room only those who may read the contact', async () => {
    const contact = await newContact('Roomy', 'realtor@demo.test');
    const room = `contact:${contact.id}`;
    expect(await joinRoom('realtor@demo.test', room)).toMatchObject({ type: 'presence' });
    const both = await joinRoom('broker@demo.test', room);
    expect(both.users.map((u: { user_id: string }) => u.user_id).sort()).toEqual(
      [await userId(ctx, 'realtor@demo.test'), await userId(ctx, 'broker@demo.test')].sort(),
    );
    expect(await joinRoom('leasing_agent@demo.test', room)).toMatchObject({
      type: 'error',
      code: 'NOT_FOUND',
    });
    expect(await joinRoom('broker@lakeside.demo.test', room)).toMatchObject({
      type: 'error',
      code: 'NOT_FOUND',
    });
  });

  it('lets the listing’s agents into its room and keeps a third agent out', async () => {
    const agents = async (primary: string, co: string) => [
      { user_id: await userId(ctx, primary), primary: true },
      { user_id: await userId(ctx, co), primary: false },
    ];
    const broker = await as('broker@demo.test');
    const listing = await createListing(ctx, broker, {
      agents: await agents('leasing_agent@demo.test', 'realtor@demo.test'),
    });
    const other = await createListing(ctx, broker, {
      agents: await agents('broker@demo.test', 'leasing_agent@demo.test'),
    });
    expect(await joinRoom('realtor@demo.test', `listing:${listing.id}`)).toMatchObject({ type: 'presence' });
    expect(await joinRoom('leasing_agent@demo.test', `listing:${listing.id}`)).toMatchObject({
      type: 'presence',
    });
    expect(await joinRoom('realtor@demo.test', `listing:${other.id}`)).toMatchObject({
      type: 'error',
      code: 'NOT_FOUND',
    });
  });
});
