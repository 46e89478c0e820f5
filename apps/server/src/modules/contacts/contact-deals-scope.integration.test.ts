import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createDeal } from '../transactions/transactions.test-kit';
import { cookieJar, userId } from '../../test/integration-helpers';

/**
 * A contact's deal list and timeline show only deals in the caller's deal scope (transactionScope):
 * seeing the contact does not open the deals it takes part in.
 */
let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let contactId: string;
const deal = { realtors: '', leasing: '' };
const HIDDEN_TITLE = 'Bayfront Hidden Listing 77';

beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  // Owned by the leasing agent, shared with the realtor's team: both see the contact.
  const created = await ctx.request('POST', '/api/contacts', {
    cookie: await as('broker@demo.test'),
    body: {
      first_name: 'Shared',
      last_name: 'Dealcontact',
      owner_id: await userId(ctx, 'leasing_agent@demo.test'),
      team_id: ctx.seed!.harborview.teams.get('Harbor North Team'),
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  contactId = created.json.id;
  const participants = [{ contact_id: contactId, roles: ['buyer'] }];
  deal.realtors = (await createDeal(ctx, await as('realtor@demo.test'), { participants })).id;
  deal.leasing = (
    await createDeal(ctx, await as('leasing_agent@demo.test'), { title: HIDDEN_TITLE, participants })
  ).id;
});
afterAll(() => ctx.close());

async function dealsSeenBy(email: string) {
  const cookie = await as(email);
  const list = await ctx.request('GET', `/api/contacts/${contactId}/deals`, { cookie });
  expect(list.status).toBe(200);
  const timeline = await ctx.request('GET', `/api/contacts/${contactId}/activities?limit=100`, { cookie });
  expect(timeline.status).toBe(200);
  return {
    listed: list.json.items.map((d: { transaction_id: string }) => d.transaction_id).sort(),
    events: [
      ...new Set(
        timeline.json.items
          .filter((a: { kind: string }) => a.kind === 'deal_event')
          .map((a: { details: { transaction_id: string } }) => a.details.transaction_id),
      ),
    ].sort(),
    raw: JSON.stringify([list.json, timeline.json]),
  };
}

describe('deals shown from a contact', () => {
  it.each([
    ['realtor@demo.test', ['realtors']],
    ['leasing_agent@demo.test', ['leasing']],
    ['broker@demo.test', ['leasing', 'realtors']],
    ['managing_broker@demo.test', ['leasing', 'realtors']],
  ] as const)('%s sees the deals %j in the deal list and the timeline', async (email, expected) => {
    const want = expected.map((k) => deal[k]).sort();
    const seen = await dealsSeenBy(email);
    expect(seen.listed).toEqual(want);
    expect(seen.events).toEqual(want);
  });

  it('gives the realtor nothing of the other deal: no id, no title', async () => {
    const seen = await dealsSeenBy('realtor@demo.test');
    expect(seen.raw).not.toContain(deal.leasing);
    expect(seen.raw).not.toContain(HIDDEN_TITLE);
    const direct = await ctx.request('GET', `/api/transactions/${deal.leasing}`, {
      cookie: await as('realtor@demo.test'),
    });
    expect(direct.status).toBe(404);
  });
});
