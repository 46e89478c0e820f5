import { and, eq, gte, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { listingScope } from '../listings/listings-scope.repository';
import { listings, offers } from '../listings/listings.schema';
import { transactionScope } from '../transactions/deals/transactions-scope.sql';
import { transactionChecklistItems as items } from '../transactions/transaction-work.schema';
import { transactions } from '../transactions/transactions.schema';

const units = sql<number>`count(*)::int`;

/** Submitted checklist items on deals in scope (within the caller's organization, like the review queue). */
export async function summarizeReviewQueue(db: DbOrTx, actor: Actor) {
  const org = actor.isSystemAdmin ? sql`true` : eq(transactions.organizationId, actor.organizationId ?? '');
  const [row] = await db
    .select({
      waiting: units,
      overTwoDays: sql<number>`count(*) filter (where ${items.submittedAt} < now() - interval '2 days')::int`,
      oldest: sql<string | null>`min(${items.submittedAt})`,
    })
    .from(items)
    .innerJoin(transactions, eq(transactions.id, items.transactionId))
    .where(and(eq(items.status, 'submitted'), transactionScope(actor), org));
  return row!;
}

/** Listings in scope per status, with the days on market of the active ones. */
export function countListingsByStatus(db: DbOrTx, actor: Actor) {
  return db
    .select({
      status: listings.status,
      units,
      totalDaysOnMarket: sql<string>`coalesce(sum(current_date - ${listings.listingDate}), 0)::text`,
    })
    .from(listings)
    .where(listingScope(actor))
    .groupBy(listings.status);
}

/** Offers created since `since` on listings in scope, per status. */
export function countOffersByStatus(db: DbOrTx, actor: Actor, since: Date) {
  return db
    .select({ status: offers.status, units })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .where(and(listingScope(actor), gte(offers.createdAt, since)))
    .groupBy(offers.status);
}
