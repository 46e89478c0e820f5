import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { listingWithLink, submitOffer } from '../listings/listings-test-kit';
import { organizationToday } from '../organizations/organization-time-zone.service';
import { notifyDueItems } from '../transactions/schedule/due-notices.service';
import { notificationKit } from '../../test/notifications-kit';

/** The producers besides notes and checklists (ADR 0167): assignments, offers, the due scan. */
let ctx: TestContext;
let kit: ReturnType<typeof notificationKit>;

beforeAll(async () => {
  ctx = await createTestContext();
  kit = notificationKit(ctx);
});
afterAll(() => ctx?.close());

const about = (items: any[], id: string) => items.filter((n) => n.subject.id === id);

describe(`notification producers (${testDatabaseKind()})`, () => {
  it('tells a person they were put on a deal and given a task, never the one who did it', async () => {
    const deal = await kit.dealOf('broker@demo.test', 'Assignment deal');
    const cookie = await kit.cookieFor('broker@demo.test');
    const assigned = await ctx.request('POST', `/api/transactions/${deal.id}/assignments`, {
      cookie,
      body: { user_id: kit.userId('realtor') },
    });
    expect(assigned.status, JSON.stringify(assigned.json)).toBe(201);
    const task = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie,
      body: { title: 'Order the appraisal', assignee_id: kit.userId('realtor') },
    });
    expect(task.status, JSON.stringify(task.json)).toBe(201);
    const titles = about(await kit.list('realtor@demo.test'), deal.id).map((n) => [n.kind, n.title]);
    expect(titles).toEqual([
      ['assignment', expect.stringContaining('Order the appraisal')],
      ['assignment', expect.stringContaining('Assignment deal')],
    ]);
    await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie,
      body: { title: 'My own', assignee_id: kit.userId('broker') },
    });
    expect(about(await kit.list('broker@demo.test'), deal.id)).toEqual([]);
  });

  it('tells the listing’s agents an offer came in through the public link', async () => {
    const { listing, linkKey } = await listingWithLink(ctx, await kit.cookieFor('realtor@demo.test'));
    await submitOffer(ctx, linkKey);
    const [offer] = about(await kit.list('realtor@demo.test'), listing.id);
    expect(offer).toMatchObject({ kind: 'offer_received', subject: { type: 'listing' }, actor: null });
    expect(offer.body).toContain('Morgan Blake');
  });

  it('notifies a task due today once, however often the scan runs', async () => {
    const deal = await kit.dealOf('realtor@demo.test', 'Due deal');
    const today = await organizationToday(ctx.db, ctx.seed!.harborview.id);
    const created = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie: await kit.cookieFor('realtor@demo.test'),
      body: { title: 'Send the disclosures', due_date: today, assignee_id: kit.userId('realtor') },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    await notifyDueItems(ctx.db);
    await notifyDueItems(ctx.db);
    const due = about(await kit.list('realtor@demo.test', '?limit=100'), deal.id).filter(
      (n) => n.kind === 'task_due',
    );
    expect(due.map((n) => n.title)).toEqual(['Due today: Send the disclosures']);
  });
});
