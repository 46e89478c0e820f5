import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

async function counts(email: string) {
  const response = await ctx.request('GET', '/api/dashboard/new-leads', { cookie: await cookieFor(email) });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

async function newContact(email: string, lastName: string) {
  const response = await ctx.request('POST', '/api/contacts', {
    cookie: await cookieFor(email),
    body: { first_name: 'Lead', last_name: lastName, lead_source: 'website' },
  });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

describe('GET /api/dashboard/new-leads', () => {
  it('counts a realtor’s new lead for them and their broker, never for another agent or organization', async () => {
    const before = {
      realtor: await counts('realtor@demo.test'),
      leasing: await counts('leasing_agent@demo.test'),
      broker: await counts('broker@demo.test'),
      lakeside: await counts('broker@lakeside.demo.test'),
    };
    await newContact('realtor@demo.test', `NewLeads-${Date.now()}`);
    const realtor = await counts('realtor@demo.test');
    expect(realtor.assigned_to_me - before.realtor.assigned_to_me).toBe(1);
    expect(realtor.in_scope - before.realtor.in_scope).toBe(1);
    const broker = await counts('broker@demo.test');
    expect(broker.in_scope - before.broker.in_scope).toBe(1);
    expect(broker.assigned_to_me).toBe(before.broker.assigned_to_me);
    expect(await counts('leasing_agent@demo.test')).toEqual(before.leasing);
    expect(await counts('broker@lakeside.demo.test')).toEqual(before.lakeside);
    expect(realtor.days).toBe(7);
  });

  it('a realtor’s in-scope count equals their visible contacts created in the last 7 days', async () => {
    const mine = await counts('realtor@demo.test');
    const list: any[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await ctx.request(
        'GET',
        `/api/contacts?limit=100&sort=-created_at${cursor ? `&cursor=${cursor}` : ''}`,
        { cookie: await cookieFor('realtor@demo.test') },
      );
      list.push(...page.json.items);
      cursor = page.json.nextCursor;
    } while (cursor);
    const since = Date.now() - 7 * 86_400_000;
    const recent = list.filter((c) => Date.parse(c.created_at) >= since);
    expect(mine.in_scope).toBe(recent.length);
    expect(mine.assigned_to_me).toBe(recent.filter((c) => c.owner?.id === ctx.seed!.harborview.users.get('realtor')).length);
  });

  it('counts my follow-ups overdue or due within a day, not later ones', async () => {
    const before = await counts('realtor@demo.test');
    const contact = await newContact('realtor@demo.test', `FollowUp-${Date.now()}`);
    const cookie = await cookieFor('realtor@demo.test');
    for (const hours of [-5, 3, 72]) {
      const response = await ctx.request('POST', `/api/contacts/${contact.id}/tasks`, {
        cookie,
        body: { title: 'Call back', due_at: new Date(Date.now() + hours * 3_600_000).toISOString() },
      });
      expect(response.status, response.text).toBe(201);
    }
    const after = await counts('realtor@demo.test');
    expect(after.follow_ups_due - before.follow_ups_due).toBe(2);
  });

  it('needs read:contacts and takes no parameters', async () => {
    const bad = await ctx.request('GET', '/api/dashboard/new-leads?days=30', {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(bad.status).toBe(400);
    const buyer = await ctx.request('GET', '/api/dashboard/new-leads', { cookie: await cookieFor('buyer@demo.test') });
    expect(buyer.status).toBe(403);
  });
});
