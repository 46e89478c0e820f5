import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { userProfiles } from '../../identity/identity.schema';
import { teams } from '../../organizations/organizations.schema';
import { transactions } from '../transactions.schema';
import { viewConditions, type DealView } from './transactions-filters.sql';

/*
 * Facet counts group the deals first (one pass over the scoped rows, by owner_id or team_id) and
 * join names to the few groups afterwards, so 50,000 deals cost one aggregate each.
 */

const dealCount = sql<number>`count(*)::int`;

/** Deals per owning agent in the view, sorted by first then last name. */
export function countDealsByOwner(db: DbOrTx, view: DealView) {
  const counts = db
    .select({ ownerId: transactions.ownerId, count: dealCount.as('count') })
    .from(transactions)
    .where(and(...viewConditions(view)))
    .groupBy(transactions.ownerId)
    .as('owner_counts');
  return db
    .select({
      id: counts.ownerId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      count: counts.count,
    })
    .from(counts)
    .leftJoin(userProfiles, eq(userProfiles.id, counts.ownerId))
    .orderBy(
      asc(sql`lower(${userProfiles.firstName})`),
      asc(sql`lower(${userProfiles.lastName})`),
      asc(counts.ownerId),
    );
}

/** Deals per team in the view (untagged deals left out), sorted by team name. */
export function countDealsByTeam(db: DbOrTx, view: DealView) {
  const counts = db
    .select({ teamId: transactions.teamId, count: dealCount.as('count') })
    .from(transactions)
    .where(and(...viewConditions(view), isNotNull(transactions.teamId)))
    .groupBy(transactions.teamId)
    .as('team_counts');
  return db
    .select({ id: teams.id, name: teams.name, count: counts.count })
    .from(counts)
    .innerJoin(teams, eq(teams.id, counts.teamId))
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
}
