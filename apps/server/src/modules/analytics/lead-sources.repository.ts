import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CLIENT_PARTICIPANT_ROLES } from '@threshold/domain/transactions/transaction-enums';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { selectionConditions, textArray, type ContactSelection } from '../contacts/contacts-filters.sql';
import { contacts as c } from '../contacts/contacts.schema';
import { transactionScope } from '../transactions/deals/transactions-scope.sql';
import { transactionParticipants as p, transactions as t } from '../transactions/transactions.schema';

/*
 * Lead sources to closings: the contacts are the contacts list's selection (`contactConditions`), the
 * deals the deals list's scope, joined through the deal's participants who are its clients.
 */

const isClient = sql`${p.roles} && ${textArray(CLIENT_PARTICIPANT_ROLES)}`;

/** The contacts list's selection (scope and owner filter), narrowed to contacts of these teams. */
export function leadSourceContacts(selection: ContactSelection, teamIds: string[] | undefined): SQL[] {
  return [...selectionConditions(selection), ...(teamIds?.length ? [inArray(c.teamId, teamIds)] : [])];
}

/** Contacts per lead source, and how many of them are a client on a deal the caller can see. */
export async function countContactsBySource(db: DbOrTx, actor: Actor, contactConditions: SQL[]) {
  const clientOnVisibleDeal = sql`exists (select 1 from ${p} inner join ${t} on ${t.id} = ${p.transactionId} where ${p.contactId} = ${c.id} and ${isClient} and ${transactionScope(actor)})`;
  return db
    .select({
      source: c.leadSource,
      contacts: sql<number>`count(*)::int`,
      clients: sql<number>`(count(*) filter (where ${clientOnVisibleDeal}))::int`,
    })
    .from(c)
    .where(and(...contactConditions))
    .groupBy(c.leadSource)
    .orderBy(sql`count(*) desc`, c.leadSource);
}

/**
 * The visible deals with a client among these contacts, one row per (lead source, deal) — or per deal
 * when `bySource` is false (the totals, where a deal with clients from two sources counts once).
 */
function clientDeals(db: DbOrTx, actor: Actor, contactConditions: SQL[], bySource: boolean) {
  return db
    .selectDistinct({
      source: bySource ? sql<string | null>`${c.leadSource}`.as('source') : sql<null>`null::text`.as('source'),
      id: t.id,
      status: t.status,
      sale: t.salePriceCents,
    })
    .from(c)
    .innerJoin(p, eq(p.contactId, c.id))
    .innerJoin(t, eq(t.id, p.transactionId))
    .where(and(...contactConditions, isClient, transactionScope(actor)))
    .as('client_deals');
}

/** Deals (all, and closed with their sale volume) with a client from each lead source; `totals` once per deal. */
export async function sumClientDeals(
  db: DbOrTx,
  actor: Actor,
  contactConditions: SQL[],
  bySource: boolean,
) {
  const d = clientDeals(db, actor, contactConditions, bySource);
  return db
    .select({
      source: d.source,
      deals: sql<number>`count(*)::int`,
      closedDeals: sql<number>`(count(*) filter (where ${d.status} = 'closed'))::int`,
      closedVolume: sql<string>`coalesce(sum(${d.sale}) filter (where ${d.status} = 'closed'), 0)::text`,
    })
    .from(d)
    .groupBy(d.source);
}
