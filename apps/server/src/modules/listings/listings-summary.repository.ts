import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { listings, offers } from './listings.schema';

/** Dashboard counts over the listings matching `scope` (one grouped query, one offers count). */
export async function summarizeListings(db: DbOrTx, scope: SQL, expiringBefore: string) {
  const [byStatus, [extra], [awaiting]] = await Promise.all([
    db.select({ status: listings.status, n: count() }).from(listings).where(scope).groupBy(listings.status),
    db
      .select({
        reduced: sql<number>`count(*) filter (where ${listings.status} = 'Active' and ${listings.listPriceCents} < ${listings.originalListPriceCents})::int`,
        expiring: sql<number>`count(*) filter (where ${listings.status} in ('ComingSoon', 'Active', 'Hold') and ${listings.expirationDate} <= ${expiringBefore}::date)::int`,
        avgDays: sql<number>`coalesce(avg(greatest(0, current_date - ${listings.listingDate})) filter (where ${listings.status} = 'Active'), 0)::int`,
      })
      .from(listings)
      .where(scope),
    db
      .select({ n: count() })
      .from(offers)
      .innerJoin(listings, eq(listings.id, offers.listingId))
      .where(and(scope, inArray(offers.status, ['Submitted', 'Reviewed']), sql`${offers.expiresAt} > now()`)),
  ]);
  return {
    byStatus: new Map(byStatus.map((r) => [r.status, Number(r.n)])),
    reduced: extra?.reduced ?? 0,
    expiring: extra?.expiring ?? 0,
    avgDays: extra?.avgDays ?? 0,
    awaiting: Number(awaiting?.n ?? 0),
  };
}
