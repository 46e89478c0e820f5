import { and, inArray, sql } from 'drizzle-orm';
import type { AnalyticsFilters } from '@threshold/domain/analytics/analytics-filters.contract';
import { FALL_THROUGH_STATUSES } from '@threshold/domain/transactions/fall-through-reason';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { viewConditions } from '../transactions/deals/transactions-filters.sql';
import { transactionStatusHistory as h, transactions as t } from '../transactions/transactions.schema';

const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
const fellThrough = inArray(t.status, [...FALL_THROUGH_STATUSES]);
/** An ended deal that had been under contract: one probe of the history's (transaction_id, …) index. */
const hadContract = sql`exists (select 1 from ${h} where ${h.transactionId} = ${t.id} and ${h.toStatus} = 'under_contract')`;

/** The funnel's stage counts in one pass over the deals in scope (the deals list's scope and filters). */
export async function countConversionStages(db: DbOrTx, actor: Actor, filters: AnalyticsFilters) {
  const [row] = await db
    .select({
      listed: count(sql`${t.status} <> 'draft'`),
      contracted: count(
        sql`${t.status} in ('under_contract', 'closed') or (${t.status} in ('cancelled', 'withdrawn', 'expired') and ${hadContract})`,
      ),
      closed: count(sql`${t.status} = 'closed'`),
      fellThrough: count(fellThrough),
      expired: count(sql`${t.status} = 'expired'`),
    })
    .from(t)
    .where(and(...viewConditions({ actor, filters })));
  return row!;
}

/** Cancelled and withdrawn deals in scope per fall-through reason (ADR 0155). */
export async function sumFellThroughByReason(db: DbOrTx, actor: Actor, filters: AnalyticsFilters) {
  return db
    .select({
      reason: t.fallThroughReason,
      cancelled: count(sql`${t.status} = 'cancelled'`),
      withdrawn: count(sql`${t.status} = 'withdrawn'`),
      units: sql<number>`count(*)::int`,
      volume: sql<string>`coalesce(sum(coalesce(${t.salePriceCents}, ${t.offerPriceCents}, ${t.listPriceCents}, 0)), 0)::text`,
    })
    .from(t)
    .where(and(...viewConditions({ actor, filters }), fellThrough))
    .groupBy(t.fallThroughReason)
    .orderBy(sql`count(*) desc`, t.fallThroughReason);
}
