import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { listings, offers } from '../listings/listings.schema';
import { transactionChecklistItems as items } from '../transactions/transaction-work.schema';
import { transactions } from '../transactions/transactions.schema';
import { sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

async function widget(email: string, name: string) {
  const response = await ctx.request('GET', `/api/dashboard/broker/${name}`, {
    cookie: await cookieFor(email),
  });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

const n = sql<number>`count(*)::int`;

describe('broker dashboard widgets', () => {
  it.each(['review-queue', 'listings', 'offers'])('a realtor gets 403 from %s', async (name) => {
    const response = await ctx.request('GET', `/api/dashboard/broker/${name}`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['broker@demo.test', 'harborview'],
    ['broker@lakeside.demo.test', 'lakeside'],
  ] as const)('%s counts only its own organization', async (email, org) => {
    const orgId = ctx.seed![org].id;
    const [listed] = await ctx.db.select({ n }).from(listings).where(eq(listings.organizationId, orgId));
    const summary = await widget(email, 'listings');
    expect(summary.by_status.reduce((s: number, r: any) => s + r.units, 0)).toBe(listed!.n);

    const [waiting] = await ctx.db
      .select({ n })
      .from(items)
      .innerJoin(transactions, eq(transactions.id, items.transactionId))
      .where(and(eq(items.status, 'submitted'), eq(transactions.organizationId, orgId)));
    expect((await widget(email, 'review-queue')).waiting).toBe(waiting!.n);

    const since = new Date(Date.now() - 30 * 86_400_000);
    const [received] = await ctx.db
      .select({ n })
      .from(offers)
      .innerJoin(listings, eq(listings.id, offers.listingId))
      .where(and(eq(listings.organizationId, orgId), gte(offers.createdAt, since)));
    expect((await widget(email, 'offers')).total).toBe(received!.n);
  });

  it('the demo brokerage has figures to show', async () => {
    const listingsSummary = await widget('broker@demo.test', 'listings');
    const active = listingsSummary.by_status.find((s: any) => s.status === 'Active');
    expect(active.units).toBeGreaterThan(0);
    expect(listingsSummary.average_days_on_market).toBeGreaterThanOrEqual(0);
    const queue = await widget('broker@demo.test', 'review-queue');
    expect(queue.waiting).toBeGreaterThan(0);
    expect(queue.oldest_submitted_at).not.toBeNull();
  });
});
