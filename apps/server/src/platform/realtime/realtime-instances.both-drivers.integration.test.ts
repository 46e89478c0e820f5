import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRoles } from '../../modules/organizations/organizations.repository';
import { seedDemo } from '../../../seed';
import { DEMO_PASSWORD } from '../../../seed/users';
import { cookieFrom } from '../../test/harness';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createPostgresDatabase, testDatabaseKind } from '../../test/test-database';
import { openDatabase } from '../db/client';
import { openSocket, type TestSocket } from './realtime-test-kit';

/**
 * Issue 14 items 2–3 (ADR 0170): two real server processes on one PostgreSQL database. A message
 * sent through one reaches a socket on the other; presence and typing cross between them; when an
 * instance dies, its people leave the others' rooms once their heartbeat stops (TTL).
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let database: { url: string; drop: () => Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const seeding = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 2 });
    await seeding.migrate();
    await syncRoles(seeding.db);
    await seedDemo(seeding.db);
    await seeding.close();
    // Both at once, as a deployment starts them: queue creation is serialized (ADR 0178).
    [a, b] = await Promise.all([startServerProcess(database), startServerProcess(database)]);
  }, 300_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  async function signIn(server: ServerProcess, email: string) {
    const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return cookieFrom(response.headers);
  }

  const call = async (server: ServerProcess, cookie: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl, Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as any };
  };

  async function socketOn(server: ServerProcess, cookie: string) {
    const url = `${server.baseUrl.replace('http', 'ws')}/api/realtime`;
    const socket = await openSocket(url, { cookie, origin: server.baseUrl });
    sockets.push(socket);
    return socket;
  }

  it('carries messages, presence and typing across instances, and drops a dead instance’s people', async () => {
    const realtor = await signIn(a, 'realtor@demo.test');
    const buyer = await signIn(b, 'buyer@demo.test');
    const buyerId = (await call(b, buyer, 'GET', '/api/me')).json.user.id as string;
    const realtorId = (await call(a, realtor, 'GET', '/api/me')).json.user.id as string;
    const deal = await call(a, realtor, 'POST', '/api/transactions', {
      type: 'purchase',
      side: 'buyer',
      address: { line1: '2 Instance Row', city: 'Harborview', state: 'WA', postal_code: '98110' },
      participants: [{ user_id: buyerId, roles: ['buyer'] }],
    });
    expect(deal.status).toBe(201);
    const list = await call(a, realtor, 'GET', '/api/conversations?kind=deal&limit=100');
    const conversation = list.json.items.find((c: any) => c.transaction_id === deal.json.id);
    const room = `conversation:${conversation.id}`;

    // The buyer's socket is on B, the realtor's on A.
    const onB = await socketOn(b, buyer);
    onB.send({ type: 'subscribe', id: 'm', resource: 'messages' });
    await onB.waitFor((m) => m.type === 'subscribed', 'subscribed on B');
    const onA = await socketOn(a, realtor);
    onA.send({ type: 'join', room });
    onB.send({ type: 'join', room });
    const both = (m: any) =>
      m.type === 'presence' &&
      m.room === room &&
      [realtorId, buyerId].every((id) => m.users.some((u: any) => u.user_id === id));
    await onB.waitFor(both, 'the realtor (on A) in the buyer’s room on B', 20_000);
    await onA.waitFor(both, 'the buyer (on B) in the realtor’s room on A', 20_000);

    onA.send({ type: 'typing', room });
    await onB.waitFor((m) => m.type === 'typing' && m.user_id === realtorId, 'typing from A');

    const sent = await call(a, realtor, 'POST', `/api/conversations/${conversation.id}/messages`, {
      body: 'Sent through A',
    });
    expect(sent.status).toBe(201);
    const event = await onB.waitFor(
      (m) => m.type === 'event' && m.event.record_id === sent.json.id,
      'the message sent through A, on B',
    );
    expect(event.event).toMatchObject({ resource: 'messages', data: { conversation_id: conversation.id } });

    // The realtor's status on B: online (their tab is on A).
    const statusOnB = async () =>
      (await call(b, buyer, 'GET', `/api/people/status?user_ids=${realtorId}`)).json.statuses[realtorId];
    expect(await statusOnB()).toBe('online');

    // A dies without a word: its realtor leaves B's room once A's heartbeat is missed, and is offline.
    const before = onB.messages.length;
    await a.kill();
    await onB.waitFor(
      (m) =>
        onB.messages.indexOf(m) >= before &&
        m.type === 'presence' &&
        m.room === room &&
        m.users.length === 1 &&
        m.users[0].user_id === buyerId,
      'the realtor gone from B’s room',
      60_000,
    );
    await expect.poll(statusOnB, { timeout: 60_000 }).toBe('offline');
  }, 180_000);
});
