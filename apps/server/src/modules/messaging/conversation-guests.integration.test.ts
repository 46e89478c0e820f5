import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, serveForSockets, type TestSocket } from '../../platform/realtime/realtime-test-kit';
import { cookieFrom, createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { createDeal, sessions } from '../transactions/transactions-test-kit';

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

const as = async (email: string, method: string, path: string, body?: unknown) =>
  ctx.request(method, path, { cookie: await cookieFor(email), body });
const asGuest = (cookie: string, method: string, path: string, body?: unknown) =>
  ctx.request(method, path, { cookie, body });

let dealCount = 0;
/** A new deal of the realtor with the buyer on it, and its conversation. */
async function dealConversation() {
  dealCount += 1;
  const buyerId = ctx.seed!.harborview.users.get('buyer')!;
  const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
    address: { line1: `${dealCount} Guest Way`, city: 'Harborview', state: 'WA', postal_code: '98110' },
    participants: [{ user_id: buyerId, roles: ['buyer'] }],
  });
  const list = await as('realtor@demo.test', 'GET', '/api/conversations?kind=deal&limit=100');
  const conversation = (list.json.items as any[]).find((c) => c.transaction_id === deal.id);
  return { deal, conversation };
}

/** Invites an address and answers the token from the e-mailed link. */
async function invite(conversationId: string, email: string): Promise<{ guest: any; token: string }> {
  const response = await as('realtor@demo.test', 'POST', `/api/conversations/${conversationId}/guests`, {
    email,
    name: 'Lena Lender',
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const mail = await ctx.newestMailTo(email);
  const link = mail!.links[0]!;
  expect(link).toMatch(/\/guest\/[\w-]+$/);
  return { guest: response.json, token: decodeURIComponent(link.split('/guest/')[1]!) };
}

async function redeem(token: string) {
  const response = await ctx.request('POST', '/api/guest/redeem', { body: { token } });
  return { ...response, cookie: cookieFrom(response.headers) };
}

describe(`guest links (${testDatabaseKind()})`, () => {
  it('lets the deal’s agent invite an outside person, who reads and posts in that conversation', async () => {
    const { conversation } = await dealConversation();
    const { guest, token } = await invite(conversation.id, 'lender@outside.test');
    expect(guest).toMatchObject({ email: 'lender@outside.test', name: 'Lena Lender', joined: false });

    const opened = await redeem(token);
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    expect(opened.json).toEqual({ conversation_id: conversation.id });
    const setCookie = opened.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/threshold_guest=.*Path=\/api\/guest/);
    expect(setCookie).toMatch(/HttpOnly/);

    const seen = await asGuest(opened.cookie, 'GET', '/api/guest/conversation');
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ id: conversation.id, title: conversation.title });
    expect(seen.json.me).toMatchObject({ email: 'lender@outside.test', joined: true });
    await as('realtor@demo.test', 'POST', `/api/conversations/${conversation.id}/messages`, {
      body: 'Welcome, Lena',
    });
    const page = await asGuest(opened.cookie, 'GET', '/api/guest/messages');
    expect(page.json.items.map((m: any) => m.body)).toEqual(['Welcome, Lena']);

    const posted = await asGuest(opened.cookie, 'POST', '/api/guest/messages', { body: 'Appraisal is in' });
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);
    // The agent sees the guest's message marked as a guest's, and the guest in the member list.
    const thread = await as('realtor@demo.test', 'GET', `/api/conversations/${conversation.id}/messages`);
    expect(thread.json.items[0]).toMatchObject({
      body: 'Appraisal is in',
      author: { id: guest.id, first_name: 'Lena Lender' },
      guest: { email: 'lender@outside.test' },
    });
    const detail = await as('buyer@demo.test', 'GET', `/api/conversations/${conversation.id}`);
    expect(detail.json.guests).toEqual([expect.objectContaining({ email: 'lender@outside.test', joined: true })]);
    expect(detail.json.unread_count).toBe(2);
    expect(detail.json.last_message).toMatchObject({ preview: 'Appraisal is in', author: { id: guest.id } });

    // Empty text is refused with the field named.
    const empty = await asGuest(opened.cookie, 'POST', '/api/guest/messages', { body: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.body).toBeTruthy();
  });

  it('grants nothing else: no other route, conversation or deal accepts the guest cookie', async () => {
    const { deal, conversation } = await dealConversation();
    const { token } = await invite(conversation.id, 'title@outside.test');
    const { cookie } = await redeem(token);
    const other = (await as('realtor@demo.test', 'GET', '/api/conversations?limit=100')).json.items.find(
      (c: any) => c.id !== conversation.id,
    );
    for (const path of [
      '/api/me',
      '/api/conversations',
      `/api/conversations/${conversation.id}`,
      `/api/conversations/${conversation.id}/messages`,
      `/api/conversations/${other.id}/messages`,
      `/api/transactions/${deal.id}`,
      '/api/conversations/unread',
    ]) {
      expect((await asGuest(cookie, 'GET', path)).status, path).toBe(401);
    }
    expect(
      (await asGuest(cookie, 'POST', `/api/conversations/${other.id}/messages`, { body: 'hi' })).status,
    ).toBe(401);
    // Without the cookie the guest routes answer 401 too.
    expect((await ctx.request('GET', '/api/guest/conversation')).status).toBe(401);
    expect((await ctx.request('GET', '/api/guest/messages', { cookie: 'threshold_guest=forged' })).status).toBe(401);
  });

  it('redeems a link once, and refuses expired and removed links and sessions', async () => {
    const { conversation } = await dealConversation();
    const first = await invite(conversation.id, 'once@outside.test');
    const opened = await redeem(first.token);
    expect(opened.status).toBe(200);
    expect((await redeem(first.token)).status).toBe(404);

    const late = await invite(conversation.id, 'late@outside.test');
    await ctx.db.execute(
      sql`update conversation_guests set token_expires_at = now() - interval '1 minute' where id = ${late.guest.id}`,
    );
    expect((await redeem(late.token)).status).toBe(404);

    const withdrawn = await invite(conversation.id, 'withdrawn@outside.test');
    const removed = await as(
      'realtor@demo.test',
      'DELETE',
      `/api/conversations/${conversation.id}/guests/${withdrawn.guest.id}`,
    );
    expect(removed.status).toBe(200);
    expect((await redeem(withdrawn.token)).status).toBe(404);

    // Removing a guest who joined ends their session at once.
    expect((await asGuest(opened.cookie, 'GET', '/api/guest/conversation')).status).toBe(200);
    await as('realtor@demo.test', 'DELETE', `/api/conversations/${conversation.id}/guests/${first.guest.id}`);
    expect((await asGuest(opened.cookie, 'GET', '/api/guest/conversation')).status).toBe(401);
    const detail = await as('realtor@demo.test', 'GET', `/api/conversations/${conversation.id}`);
    expect(detail.json.guests.map((g: any) => g.email)).toEqual(['late@outside.test']);
  });

  it('lets only the deal’s agent or a broker invite, and only to a deal’s conversation', async () => {
    const { conversation } = await dealConversation();
    const path = `/api/conversations/${conversation.id}/guests`;
    const body = { email: 'someone@outside.test' };
    const canManage = async (email: string) =>
      (await as(email, 'GET', `/api/conversations/${conversation.id}`)).json.can_manage_guests;
    expect(await canManage('realtor@demo.test')).toBe(true);
    expect(await canManage('buyer@demo.test')).toBe(false);
    expect((await as('buyer@demo.test', 'POST', path, body)).status).toBe(403);
    expect((await as('seller@demo.test', 'POST', path, body)).status).toBe(404);
    const invalid = await as('realtor@demo.test', 'POST', path, { email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.fields.email).toBeTruthy();
    const direct = (await as('realtor@demo.test', 'GET', '/api/conversations?kind=direct')).json.items[0];
    expect((await as('realtor@demo.test', 'POST', `/api/conversations/${direct.id}/guests`, body)).status).toBe(
      403,
    );
  });

  it('gives the guest’s socket the messages of their conversation only, and closes it when removed', async () => {
    const { conversation } = await dealConversation();
    const elsewhere = await dealConversation();
    const { guest, token } = await invite(conversation.id, 'live@outside.test');
    const { cookie } = await redeem(token);
    const guestUrl = server.url.replace('/api/realtime', '/api/guest/realtime');
    await expect(openSocket(guestUrl, { origin: TEST_ORIGIN })).rejects.toMatchObject({ status: 401 });
    const socket = await openSocket(guestUrl, { cookie, origin: TEST_ORIGIN });
    sockets.push(socket);
    socket.send({ type: 'subscribe', id: 'm', resource: 'messages' });
    await socket.waitFor((m) => m.type === 'subscribed', 'subscribed');
    socket.send({ type: 'join', room: `conversation:${conversation.id}` });
    await socket.waitFor((m) => m.type === 'error' && m.code === 'NOT_FOUND', 'no presence for guests');

    const post = (id: string, body: string) =>
      as('realtor@demo.test', 'POST', `/api/conversations/${id}/messages`, { body });
    await post(elsewhere.conversation.id, 'not for the guest');
    const mine = await post(conversation.id, 'for the guest');
    const event = await socket.waitFor((m) => m.type === 'event', 'a message event');
    expect(event.event).toMatchObject({ resource: 'messages', record_id: mine.json.id });
    expect(socket.messages.filter((m) => m.type === 'event')).toHaveLength(1);

    await as('realtor@demo.test', 'DELETE', `/api/conversations/${conversation.id}/guests/${guest.id}`);
    await ctx.realtime.revalidate();
    expect(await socket.closed).toBe(4401);
  });
});
