import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnalyticsFilters } from '@threshold/domain/analytics/analytics-filters.contract';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { userProfiles } from '../identity/identity.schema';
import { teams } from '../organizations/organizations.schema';
import { viewConditions } from '../transactions/deals/transactions-filters.sql';
import { transactions as t } from '../transactions/transactions.schema';
import { companyDollar, sideGross } from './company-dollar.sql';

/*
 * Every report is one GROUP BY over the deals in the caller's scope (the deals list's own scope and
 * filter SQL, so the figures reconcile with GET /api/transactions), then names for the few groups.
 */

const units = sql<number>`count(*)::int`;
const saleVolume = sql<string>`coalesce(sum(${t.salePriceCents}), 0)::text`;
const pipelineVolume = sql<string>`coalesce(sum(coalesce(${t.salePriceCents}, ${t.offerPriceCents}, ${t.listPriceCents}, 0)), 0)::text`;
const gci = sql<string>`coalesce(sum(${sideGross('listing')} + ${sideGross('buyer')}), 0)::text`;
const company = sql<string>`coalesce(sum(${companyDollar}), 0)::text`;
const closed = eq(t.status, 'closed');

export interface Aggregate {
  key: string | null;
  units: number;
  volume: number;
  gci: number;
  companyDollar: number;
}

const toAggregate = (r: {
  key: unknown;
  units: number;
  volume: string;
  gci: string;
  company?: string;
}): Aggregate => ({
  key: r.key == null ? null : String(r.key),
  units: r.units,
  volume: Number(r.volume),
  gci: Number(r.gci),
  companyDollar: Number(r.company ?? 0),
});

function dealsIn(actor: Actor, filters: AnalyticsFilters, ...more: SQL[]): SQL | undefined {
  return and(...viewConditions({ actor, filters }), ...more);
}

/**
 * Closed deals grouped by `key` (an SQL expression over the deals). The commission figures cost a
 * jsonb walk per deal, so they are computed only for callers who may see them (`withFinancials`).
 */
export async function sumClosedDeals(
  db: DbOrTx,
  actor: Actor,
  filters: AnalyticsFilters,
  key: SQL,
  withFinancials: boolean,
) {
  const financials = withFinancials ? { gci, company } : { gci: sql<string>`'0'`, company: sql<string>`'0'` };
  const rows = await db
    .select({ key: key.as('key'), units, volume: saleVolume, ...financials })
    .from(t)
    .where(dealsIn(actor, filters, closed))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map(toAggregate);
}

export const GROUP_KEYS = {
  agent: sql`${t.ownerId}`,
  team: sql`${t.teamId}::text`,
  month: sql`to_char(${t.closingDate}, 'YYYY-MM')`,
  type: sql`${t.type}`,
} as const;

/** Deals per status; volume is each deal's best known price. */
export async function sumDealsByStatus(db: DbOrTx, actor: Actor, filters: AnalyticsFilters) {
  const rows = await db
    .select({ key: t.status, units, volume: pipelineVolume, gci: sql<string>`'0'` })
    .from(t)
    .where(dealsIn(actor, filters))
    .groupBy(t.status);
  return rows.map(toAggregate);
}

/** Closed deals per closing month with the average days from creation to closing. */
export async function averageDaysToCloseByMonth(db: DbOrTx, actor: Actor, filters: AnalyticsFilters) {
  const days = sql`(${t.closingDate} - (${t.createdAt} at time zone 'UTC')::date)`;
  return db
    .select({
      month: sql<string>`to_char(${t.closingDate}, 'YYYY-MM')`.as('month'),
      units,
      totalDays: sql<string>`sum(${days})::text`,
    })
    .from(t)
    .where(dealsIn(actor, filters, closed, sql`${t.closingDate} is not null`))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** Closed deals per (year, month) for two consecutive years ending with `year`. */
export async function sumClosedDealsByYearMonth(
  db: DbOrTx,
  actor: Actor,
  filters: AnalyticsFilters,
  year: number,
) {
  const rows = await db
    .select({
      key: sql<string>`to_char(${t.closingDate}, 'YYYY-MM')`.as('key'),
      units,
      volume: saleVolume,
      gci,
    })
    .from(t)
    .where(
      dealsIn(
        actor,
        filters,
        closed,
        gte(t.closingDate, `${year - 1}-01-01`),
        lte(t.closingDate, `${year}-12-31`),
      ),
    )
    .groupBy(sql`1`);
  return rows.map(toAggregate);
}

export async function findAgentNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: userProfiles.id, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(userProfiles)
    .where(inArray(userProfiles.id, ids));
}

export async function findTeamNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids));
}
