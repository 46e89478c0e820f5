import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { createDeal, sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let ids: { buyer: string; realtor: string; broker: string; seller: string };

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  const users = ctx.seed!.harborview.users;
  ids = {
    buyer: users.get('buyer')!,
    realtor: users.get('realtor')!,
    broker: users.get('broker')!,
    seller: users.get('seller')!,
  };
});
afterAll(() => ctx.close());

const get = async (email: string, path: string) =>
  ctx.request('GET', path, { cookie: await cookieFor(email) });
const post = async (email: string, path: string, body: unknown = {}) =>
  ctx.request('POST', path, { cookie: await cookieFor(email), body });
const unread = async (email: string) => (await get(email, '/api/conversations/unread')).json;
const conversationsOf = async (email: string, query = 'limit=100') => {
  const response = await get(email, `/api/conversations?${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.items as any[];
};

describe(`conversations (${testDatabaseKind()})`, () => {
  it('creates a deal’s conversation with the deal, with its people who have accounts', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
      participants: [{ user_id: ids.buyer, roles: ['buyer'] }],
    });
    const mine = await conversationsOf('realtor@demo.test', 'kind=deal&limit=100');
    const conversation = mine.find((c) => c.transaction_id === deal.id);
    expect(conversation).toMatchObject({ kind: 'deal', title: deal.title, unread_count: 0 });
    expect(conversation.members.map((m: any) => m.id).sort()).toEqual([ids.buyer, ids.realtor].sort());
    // The buyer on the deal sees it; someone not on it gets 404, as for any record out of reach.
    expect((await get('buyer@demo.test', `/api/conversations/${conversation.id}`)).status).toBe(200);
    expect((await get('seller@demo.test', `/api/conversations/${conversation.id}`)).status).toBe(404);
    expect((await get('seller@demo.test', `/api/conversations/${conversation.id}/messages`)).status).toBe(
      404,
    );
  });

  it('shows a client only the conversations of their own deals', async () => {
    const buyerDeals = await ctx.request('GET', '/api/transactions?limit=100', {
      cookie: await cookieFor('buyer@demo.test'),
    });
    const visibleDeals = new Set((buyerDeals.json.items as any[]).map((d) => d.id));
    const conversations = await conversationsOf('buyer@demo.test');
    const dealConversations = conversations.filter((c) => c.kind === 'deal');
    expect(dealConversations.length).toBeGreaterThan(0);
    for (const c of dealConversations) {
      expect(c.members.map((m: any) => m.id)).toContain(ids.buyer);
      expect(visibleDeals.has(c.transaction_id)).toBe(true);
    }
    // The seed's broker ↔ realtor conversation is not theirs.
    expect(conversations.some((c) => c.kind === 'direct')).toBe(false);
    const realtors = await conversationsOf('realtor@demo.test');
    const direct = realtors.find((c) => c.kind === 'direct');
    expect((await get('buyer@demo.test', `/api/conversations/${direct.id}`)).status).toBe(404);
    expect(
      (await post('buyer@demo.test', `/api/conversations/${direct.id}/messages`, { body: 'hi' })).status,
    ).toBe(404);
  });

  it('keeps unread counts right after new, read and delete', async () => {
    const created = await post('broker@demo.test', '/api/conversations', {
      kind: 'direct',
      user_id: ids.seller,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.id;
    const again = await post('broker@demo.test', '/api/conversations', {
      kind: 'direct',
      user_id: ids.seller,
    });
    expect(again.json.id).toBe(id);
    const before = await unread('seller@demo.test');

    const sent: string[] = [];
    for (const body of ['One', 'Two', 'Three']) {
      const response = await post('broker@demo.test', `/api/conversations/${id}/messages`, { body });
      expect(response.status, JSON.stringify(response.json)).toBe(201);
      sent.push(response.json.id);
    }
    expect(await unread('seller@demo.test')).toEqual({
      conversations: before.conversations + 1,
      messages: before.messages + 3,
    });
    // The author's own messages are never unread for them.
    expect((await conversationsOf('broker@demo.test')).find((c) => c.id === id).unread_count).toBe(0);

    // Read up to the second: one left.
    const read = await post('seller@demo.test', `/api/conversations/${id}/read`, { message_id: sent[1] });
    expect(read.json.unread_count).toBe(1);
    expect(await unread('seller@demo.test')).toEqual({
      conversations: before.conversations + 1,
      messages: before.messages + 1,
    });

    // The unread one is deleted: nothing left, and it shows as deleted.
    const deleted = await ctx.request('DELETE', `/api/conversations/${id}/messages/${sent[2]}`, {
      cookie: await cookieFor('broker@demo.test'),
    });
    expect(deleted.status).toBe(200);
    expect(await unread('seller@demo.test')).toEqual(before);
    const page = await get('seller@demo.test', `/api/conversations/${id}/messages?limit=2`);
    expect(page.json.items.map((m: any) => [m.body, m.deleted])).toEqual([
      [null, true],
      ['Two', false],
    ]);
    const older = await get(
      'seller@demo.test',
      `/api/conversations/${id}/messages?limit=2&cursor=${page.json.nextCursor}`,
    );
    expect(older.json.items.map((m: any) => m.body)).toEqual(['One']);
    expect(older.json.nextCursor).toBeNull();

    // A new message after reading counts again; reading all clears it.
    await post('broker@demo.test', `/api/conversations/${id}/messages`, { body: 'Four' });
    expect((await unread('seller@demo.test')).messages).toBe(before.messages + 1);
    await post('seller@demo.test', `/api/conversations/${id}/read`, {});
    expect(await unread('seller@demo.test')).toEqual(before);
  });

  it('edits with the version, refuses others’ edits, and keeps reactions and mentions', async () => {
    const created = await post('realtor@demo.test', '/api/conversations', {
      kind: 'group',
      title: 'Closing team',
      member_ids: [ids.broker, ids.seller],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.id;
    const outsider = await post('realtor@demo.test', `/api/conversations/${id}/messages`, {
      body: '@Bianca hello',
      mentions: [ids.buyer],
    });
    expect(outsider.status).toBe(400);
    expect(outsider.json.error.fields).toHaveProperty('mentions');
    const sent = await post('realtor@demo.test', `/api/conversations/${id}/messages`, {
      body: 'Please check the numbers',
      mentions: [ids.broker],
    });
    expect(sent.json.mentions.map((m: any) => m.id)).toEqual([ids.broker]);
    const path = `/api/conversations/${id}/messages/${sent.json.id}`;
    const edit = (email: string, body: string, version: number) =>
      cookieFor(email).then((cookie) =>
        ctx.request('PATCH', path, { cookie, body: { body }, headers: { 'if-match': `"${version}"` } }),
      );
    expect((await edit('broker@demo.test', 'hijack', sent.json.version)).status).toBe(403);
    const edited = await edit('realtor@demo.test', 'Please check the figures', sent.json.version);
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ body: 'Please check the figures', mentions: [] });
    expect(edited.json.edited_at).not.toBeNull();
    const stale = await edit('realtor@demo.test', 'again', sent.json.version);
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('STALE_VERSION');

    const reacted = await post('broker@demo.test', `${path}/reactions`, { emoji: '👍' });
    expect(reacted.json.reactions).toEqual([{ emoji: '👍', count: 1, mine: true }]);
    await post('seller@demo.test', `${path}/reactions`, { emoji: '👍' });
    const seen = await get('realtor@demo.test', path);
    expect(seen.json.reactions).toEqual([{ emoji: '👍', count: 2, mine: false }]);
    const undone = await ctx.request('DELETE', `${path}/reactions/${encodeURIComponent('👍')}`, {
      cookie: await cookieFor('broker@demo.test'),
    });
    expect(undone.json.reactions).toEqual([{ emoji: '👍', count: 1, mine: false }]);
    expect((await post('broker@demo.test', `${path}/reactions`, { emoji: 'abc' })).status).toBe(400);
  });

  it('refuses conversations with people outside the organization or with oneself', async () => {
    const lakeside = ctx.seed!.lakeside.users.get('broker')!;
    const foreign = await post('realtor@demo.test', '/api/conversations', {
      kind: 'direct',
      user_id: lakeside,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields).toHaveProperty('user_id');
    const self = await post('realtor@demo.test', '/api/conversations', {
      kind: 'direct',
      user_id: ids.realtor,
    });
    expect(self.status).toBe(400);
  });
});
