import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONTACT_STAGES, type ContactStage } from '@threshold/domain/contacts/contact.contract';
import type { ContactFacetsDto } from '@threshold/domain/contacts/getContactFacets.contract';
import type { ContactFilters } from '@threshold/domain/contacts/listContacts.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { userProfiles } from '../identity/identity.schema';
import { contacts } from './contacts.schema';
import { loadCrmContext } from './contacts.context';
import { filterConditions, needsAttentionCondition } from './contacts.filters';

const owner = alias(userProfiles, 'facet_owner');

/**
 * Counts for filter menus and the stage board. Each facet ignores its own filter (the stage
 * column counts stay visible while one stage is selected), as faceted search usually does.
 */
export async function getContactFacets(
  db: Db,
  actor: Actor,
  filters: ContactFilters,
): Promise<ContactFacetsDto> {
  const ctx = await loadCrmContext(db, actor);
  const fctx = { userId: actor.userId, needsAttentionDays: ctx.settings.needs_attention_days, fuzzy: false };
  const where = (without?: keyof ContactFilters): SQL =>
    and(ctx.visible, ...filterConditions(without ? { ...filters, [without]: undefined } : filters, fctx))!;
  const tag = sql<string>`unnest(${contacts.tags})`;
  const type = sql<string>`unnest(${contacts.types})`;
  const [totals, stages, types, tags, sources, owners] = await Promise.all([
    db
      .select({
        total: count(),
        attention: sql<number>`count(*) filter (where ${needsAttentionCondition(ctx.settings.needs_attention_days)})::int`,
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
  const stageCount = new Map(stages.map((s) => [s.value, s.count]));
  return {
    total: totals[0]?.total ?? 0,
    needs_attention: totals[0]?.attention ?? 0,
    stages: CONTACT_STAGES.map((value: ContactStage) => ({ value, count: stageCount.get(value) ?? 0 })),
    types: types.map((t) => ({ value: t.value, count: t.count })),
    tags: tags.map((t) => ({ value: t.value, count: t.count })),
    sources: sources.map((s) => ({ value: s.value ?? '', count: s.count })),
    owners: owners.map((o) => ({
      owner: o.id ? { id: o.id, first_name: o.firstName, last_name: o.lastName } : null,
      count: o.count,
    })),
  };
}
