import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContactFilters } from '@threshold/domain/contacts/list-contacts.contract';
import type { DbOrTx } from '../../platform/db/client';
import { userProfiles } from '../identity/identity.schema';
import { needsAttentionCondition, selectionConditions, type ContactSelection } from './contacts-filters.sql';
import { contacts } from './contacts.schema';

const owner = alias(userProfiles, 'facet_owner');

/**
 * Counts of the selection for filter menus and the stage board: the total, those needing attention,
 * and per stage, type, tag, source and owner. Each facet ignores its own filter (the stage column
 * counts stay visible while one stage is selected), as faceted search usually does.
 */
export async function countContactFacets(db: DbOrTx, selection: ContactSelection) {
  const where = (without?: keyof ContactFilters): SQL =>
    and(
      ...selectionConditions(
        without ? { ...selection, filters: { ...selection.filters, [without]: undefined } } : selection,
      ),
    )!;
  const tag = sql<string>`unnest(${contacts.tags})`;
  const type = sql<string>`unnest(${contacts.types})`;
  const [totals, stages, types, tags, sources, owners] = await Promise.all([
    db
      .select({
        total: count(),
        attention: sql<number>`count(*) filter (where ${needsAttentionCondition(selection.needsAttentionDays)})::int`,
      })
      .from(contacts)
      .where(where()),
    db
      .select({ value: contacts.stage, count: count() })
      .from(contacts)
      .where(where('stage'))
      .groupBy(contacts.stage),
    db
      .select({ value: type, count: count() })
      .from(contacts)
      .where(where('type'))
      .groupBy(type)
      .orderBy(desc(count())),
    db
      .select({ value: tag, count: count() })
      .from(contacts)
      .where(where('tag'))
      .groupBy(tag)
      .orderBy(desc(count()))
      .limit(100),
    db
      .select({ value: contacts.leadSource, count: count() })
      .from(contacts)
      .where(and(where('source'), sql`${contacts.leadSource} is not null`))
      .groupBy(contacts.leadSource)
      .orderBy(desc(count()))
      .limit(100),
    db
      .select({ id: contacts.ownerId, firstName: owner.firstName, lastName: owner.lastName, count: count() })
      .from(contacts)
      .leftJoin(owner, eq(owner.id, contacts.ownerId))
      .where(where('owner'))
      .groupBy(contacts.ownerId, owner.firstName, owner.lastName)
      .orderBy(desc(count()))
      .limit(200),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    attention: totals[0]?.attention ?? 0,
    stages,
    types,
    tags,
    sources,
    owners,
  };
}
