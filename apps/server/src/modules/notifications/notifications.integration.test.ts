import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { notificationKit } from '../../test/notifications-kit';

/** Who is notified of what (ADR 0167), and the caller's list, count and choices. */
let ctx: TestContext;
let kit: ReturnType<typeof notificationKit>;

beforeAll(async () => {
  ctx = await createTestContext();
  kit = notificationKit(ctx);
});
afterAll(() => ctx?.close());

const about = (items: any[], dealId: string) => items.filter((n) => n.subject.id === dealId);

describe(`notifications (${testDatabaseKind()})`, () => {
  it('notifies the member mentioned in a deal note, not its author', async () => {
    const deal = await kit.dealOf('realtor@demo.test', 'Mention deal');
    await kit.note('realtor@demo.test', deal.id, 'Please check the inspection report', ['broker']);
    const [mention] = about(await kit.list('broker@demo.test'), deal.id);
    expect(mention).toMatchObject({
      kind: 'mention',
      subject: { type: 'transaction', id: deal.id },
      body: 'Please check the inspection report',
      actor: { id: kit.userId('realtor') },
      read: false,
    });
    expect(mention.title).toContain('Mention deal');
    expect(about(await kit.list('realtor@demo.test'), deal.id)).toEqual([]);
  });

  it('does not notify a realtor about a deal they cannot see', async () => {
    const deal = await kit.dealOf('broker@demo.test', 'Broker-only deal');
    const before = await kit.unread('realtor@demo.test');
    await kit.note('broker@demo.test', deal.id, 'FYI', ['realtor']);
    expect(about(await kit.list('realtor@demo.test'), deal.id)).toEqual([]);
    expect(await kit.unread('realtor@demo.test')).toBe(before);
  });

  it('does not notify a member whose account is disabled (ADR 0149)', async () => {
    const deal = await kit.dealOf('realtor@demo.test', 'Disabled mention deal');
    const admin = await kit.cookieFor('system_admin@demo.test');
    const managingBroker = kit.userId('managing_broker');
    const disabled = await ctx.request('POST', `/api/admin/users/${managingBroker}/disable`, { cookie: admin, body: {} });
    expect(disabled.status, JSON.stringify(disabled.json)).toBe(200);
    try {
      await kit.note('realtor@demo.test', deal.id, 'Can you look at this?', ['managing_broker']);
    } finally {
      await ctx.request('POST', `/api/admin/users/${managingBroker}/enable`, { cookie: admin, body: {} });
    }
    expect(about(await kit.list('managing_broker@demo.test'), deal.id)).toEqual([]);
    // Enabled again, they are told of the next mention.
    await kit.note('realtor@demo.test', deal.id, 'Now?', ['managing_broker']);
    expect(about(await kit.list('managing_broker@demo.test'), deal.id).map((n) => n.kind)).toEqual(['mention']);
  });

  it('tells the reviewers an item waits and the submitter it was returned or approved', async () => {
    const { deal, item } = await kit.submittedItem('Review deal');
    expect(about(await kit.list('broker@demo.test'), deal.id).map((n) => n.kind)).toEqual([
      'approval_waiting',
    ]);
    await kit.checklistStep('broker@demo.test', deal.id, item.id, 'return', { note: 'Missing signature' });
    const [returned] = about(await kit.list('realtor@demo.test'), deal.id);
    expect(returned).toMatchObject({ kind: 'checklist_returned', actor: { id: kit.userId('broker') } });
    expect(returned.body).toContain('Missing signature');
    await kit.checklistStep('realtor@demo.test', deal.id, item.id, 'submit', { document_name: 'v2.pdf' });
    await kit.checklistStep('broker@demo.test', deal.id, item.id, 'approve');
    expect(about(await kit.list('realtor@demo.test'), deal.id).map((n) => n.kind)).toEqual([
      'checklist_approved',
      'checklist_returned',
    ]);
  });

  it('creates nothing for a kind the person switched off, and keeps the choice', async () => {
    const saved = await kit.setPreferences('realtor@demo.test', { checklist_returned: 'off' });
    expect(saved.kinds).toMatchObject({ checklist_returned: 'off', mention: 'email_now' });
    const { deal, item } = await kit.submittedItem('Quiet deal');
    await kit.checklistStep('broker@demo.test', deal.id, item.id, 'return', { note: 'No' });
    expect(about(await kit.list('realtor@demo.test'), deal.id)).toEqual([]);
    const again = await ctx.request('GET', '/api/notifications/preferences', {
      cookie: await kit.cookieFor('realtor@demo.test'),
    });
    expect(again.json.kinds.checklist_returned).toBe('off');
    // PUT replaces: what is left out goes back to its default.
    expect((await kit.setPreferences('realtor@demo.test', {})).kinds.checklist_returned).toBe('email_now');
  });

  it('refuses an unknown kind or delivery with field errors', async () => {
    const res = await ctx.request('PUT', '/api/notifications/preferences', {
      cookie: await kit.cookieFor('realtor@demo.test'),
      body: { kinds: { mention: 'pigeon' } },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields ?? {}).join()).toContain('kinds');
  });

  it('counts unread ones down after reading one and then all; another person’s is a 404', async () => {
    const deal = await kit.dealOf('realtor@demo.test', 'Counting deal');
    await kit.note('realtor@demo.test', deal.id, 'one', ['broker']);
    await kit.note('realtor@demo.test', deal.id, 'two', ['broker']);
    const cookie = await kit.cookieFor('broker@demo.test');
    const start = await kit.unread('broker@demo.test');
    expect(start).toBeGreaterThanOrEqual(2);
    const [newest] = await kit.list('broker@demo.test', '?unread=true&limit=1');
    const foreign = await ctx.request('POST', `/api/notifications/${newest.id}/read`, {
      cookie: await kit.cookieFor('realtor@demo.test'),
    });
    expect(foreign.status).toBe(404);
    const one = await ctx.request('POST', `/api/notifications/${newest.id}/read`, { cookie });
    expect(one.json.unread).toBe(start - 1);
    expect((await kit.list('broker@demo.test', '?unread=true')).map((n) => n.id)).not.toContain(newest.id);
    const all = await ctx.request('POST', '/api/notifications/read-all', { cookie });
    expect(all.json.unread).toBe(0);
    expect(await kit.unread('broker@demo.test')).toBe(0);
  });

  it('pages the list by keyset cursor', async () => {
    const first = await ctx.request('GET', '/api/notifications?limit=1', {
      cookie: await kit.cookieFor('broker@demo.test'),
    });
    expect(first.json.items).toHaveLength(1);
    const second = await ctx.request('GET', `/api/notifications?limit=1&cursor=${first.json.nextCursor}`, {
      cookie: await kit.cookieFor('broker@demo.test'),
    });
    expect(second.json.items).toHaveLength(1);
    expect(second.json.items[0].id).not.toBe(first.json.items[0].id);
    const bad = await ctx.request('GET', '/api/notifications?cursor=nonsense', {
      cookie: await kit.cookieFor('broker@demo.test'),
    });
    expect(bad.status).toBe(400);
  });
});
