import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { createDeal, sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const get = async (email: string, path: string) =>
  ctx.request('GET', path, { cookie: await cookieFor(email) });
const post = async (email: string, path: string, body: unknown) => {
  const response = await ctx.request('POST', path, { cookie: await cookieFor(email), body });
  expect(response.status, JSON.stringify(response.json)).toBeLessThan(300);
  return response.json;
};
const search = async (email: string, query: string) => get(email, `/api/conversations/search?${query}`);

describe(`message search (${testDatabaseKind()})`, () => {
  it('finds text only in the caller’s conversations, newest first, never deleted messages', async () => {
    const buyerId = ctx.seed!.harborview.users.get('buyer')!;
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
      participants: [{ user_id: buyerId, roles: ['buyer'] }],
    });
    const conversations = (await get('realtor@demo.test', '/api/conversations?kind=deal&limit=100')).json
      .items as any[];
    const dealConversation = conversations.find((c) => c.transaction_id === deal.id);
    const path = `/api/conversations/${dealConversation.id}/messages`;
    const word = `Quokka${Date.now() % 100000}`;
    const first = await post('realtor@demo.test', path, { body: `The ${word} inspection is booked` });
    const second = await post('buyer@demo.test', path, {
      body: `Thanks! 50%_off the ${word.toLowerCase()}?`,
    });
    const removed = await post('realtor@demo.test', path, { body: `Old ${word} note` });
    const deleted = await ctx.request('DELETE', `${path}/${removed.id}`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(deleted.status).toBe(200);

    const found = await search('buyer@demo.test', `q=${word.toUpperCase()}`);
    expect(found.status, JSON.stringify(found.json)).toBe(200);
    expect(found.json.items.map((h: any) => h.message_id)).toEqual([second.id, first.id]);
    expect(found.json.items[0]).toMatchObject({
      conversation_id: dealConversation.id,
      conversation_title: deal.title,
      conversation_kind: 'deal',
    });

    // % and _ are literal characters, not wildcards.
    const literal = await search('buyer@demo.test', `q=${encodeURIComponent('50%_off')}`);
    expect(literal.json.items.map((h: any) => h.message_id)).toEqual([second.id]);
    const wildcard = await search('buyer@demo.test', `q=${encodeURIComponent('%inspection')}`);
    expect(wildcard.json.items.map((h: any) => h.message_id)).not.toContain(first.id);

    // Someone not on the deal finds nothing, and searching inside its conversation answers 404.
    expect((await search('seller@demo.test', `q=${word}`)).json.items).toEqual([]);
    expect(
      (await search('seller@demo.test', `q=${word}&conversation_id=${dealConversation.id}`)).status,
    ).toBe(404);

    // Pages: one hit per page, the cursor leads to the older one and then ends.
    const page1 = await search('realtor@demo.test', `q=${word}&limit=1`);
    expect(page1.json.items.map((h: any) => h.message_id)).toEqual([second.id]);
    const page2 = await search(
      'realtor@demo.test',
      `q=${word}&limit=1&cursor=${page1.json.nextCursor}&conversation_id=${dealConversation.id}`,
    );
    expect(page2.json.items.map((h: any) => h.message_id)).toEqual([first.id]);
    expect(page2.json.nextCursor).toBeNull();
  });

  it('answers bad input with field errors', async () => {
    const short = await search('realtor@demo.test', 'q=a');
    expect(short.status).toBe(400);
    expect(short.json.error.fields).toHaveProperty('q');
    const badCursor = await search('realtor@demo.test', 'q=hello&cursor=nope');
    expect(badCursor.status).toBe(400);
    expect(badCursor.json.error.fields).toHaveProperty('cursor');
    const badId = await search('realtor@demo.test', 'q=hello&conversation_id=42');
    expect(badId.status).toBe(400);
    expect(badId.json.error.fields).toHaveProperty('conversation_id');
  });
});
