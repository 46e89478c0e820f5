import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/auth.schema';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { contacts } from '../contacts/contacts.schema';
import { userProfiles } from '../identity/identity.schema';
import {
  listingAgents,
  listingPriceHistory,
  listings,
  listingSellers,
  listingStatusHistory,
  offers,
  properties,
} from './listings.schema';

/** The columns every listing read needs: the listing, its property and the listing agent's name. */
export const LISTING_COLUMNS = {
  listing: listings,
  property: properties,
  ownerFirstName: userProfiles.firstName,
  ownerLastName: userProfiles.lastName,
};

export function selectListings<E extends Record<string, SQL>>(db: DbOrTx, extra: E = {} as E) {
  return db
    .select({ ...LISTING_COLUMNS, ...extra })
    .from(listings)
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(userProfiles, eq(userProfiles.id, listings.ownerId));
}

export type ListingRow = Awaited<ReturnType<typeof getListingRow>> & {};

/** One listing within `scope` (null = outside it, or gone); `forUpdate` locks the row. */
export async function getListingRow(
  db: DbOrTx,
  id: string,
  scope: SQL,
  options: { forUpdate?: boolean } = {},
) {
  const query = selectListings(db).where(and(eq(listings.id, id), scope));
  const [row] = await (options.forUpdate ? query.for('update', { of: listings }) : query);
  return row ?? null;
}

/** One listing by id without a scope: only to answer the caller about the row they just wrote. */
export async function getWrittenListingRow(db: DbOrTx, id: string) {
  return (await getListingRow(db, id, sql`true`))!;
}

export type NewListing = Omit<typeof listings.$inferInsert, 'id' | 'version'>;

export interface ListingAgentRef {
  userId: string;
  primary: boolean;
}

export async function insertListing(
  db: DbOrTx,
  values: NewListing,
  sellerContactIds: string[],
  agents: ListingAgentRef[] = [{ userId: values.ownerId, primary: true }],
) {
  const [row] = await db.insert(listings).values(values).returning({ id: listings.id });
  const id = row!.id;
  await replaceListingAgents(db, id, agents);
  await db.insert(listingPriceHistory).values({
    listingId: id,
    priceCents: values.listPriceCents,
    changedBy: values.createdBy,
    changedAt: values.createdAt,
  });
  await db.insert(listingStatusHistory).values({
    listingId: id,
    fromStatus: null,
    toStatus: values.status,
    changedBy: values.createdBy,
    changedAt: values.createdAt,
  });
  if (sellerContactIds.length)
    await db
      .insert(listingSellers)
      .values(sellerContactIds.map((contactId, position) => ({ listingId: id, contactId, position })));
  return id;
}

export type ListingPatch = Partial<
  Omit<NewListing, 'organizationId' | 'propertyId' | 'createdAt' | 'createdBy'>
>;

/** A conditional update (false = stale or gone); a new price or status is recorded in its history. */
export async function updateListingRow(
  db: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  patch: ListingPatch,
  history: { by: string; at: Date; fromStatus?: string; reason?: string | null },
) {
  const ok = await updateIfVersion(db, listings, id, expectedVersion, { ...patch, updatedAt: history.at });
  if (!ok) return false;
  if (patch.listPriceCents !== undefined)
    await db.insert(listingPriceHistory).values({
      listingId: id,
      priceCents: patch.listPriceCents,
      changedBy: history.by,
      changedAt: history.at,
    });
  if (patch.status !== undefined)
    await db.insert(listingStatusHistory).values({
      listingId: id,
      fromStatus: history.fromStatus ?? null,
      toStatus: patch.status,
      reason: history.reason ?? null,
      changedBy: history.by,
      changedAt: history.at,
    });
  return true;
}

/** The listing's agents become `agents` (one primary, which the caller also writes as `owner_id`). */
export async function replaceListingAgents(db: DbOrTx, listingId: string, agents: ListingAgentRef[]) {
  await db.delete(listingAgents).where(eq(listingAgents.listingId, listingId));
  await db
    .insert(listingAgents)
    .values(agents.map((a) => ({ listingId, userId: a.userId, isPrimary: a.primary })));
}

/** The agents of one listing with their names (the primary among them). */
export async function findListingAgents(db: DbOrTx, listingId: string) {
  return db
    .select({
      userId: listingAgents.userId,
      primary: listingAgents.isPrimary,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(listingAgents)
    .leftJoin(userProfiles, eq(userProfiles.id, listingAgents.userId))
    .where(eq(listingAgents.listingId, listingId));
}

/** Sellers, agents, price and status history of one listing (for its page). */
export async function findListingChildren(db: DbOrTx, id: string) {
  const [sellers, agents, prices, statuses] = await Promise.all([
    db
      .select({ contactId: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
      .from(listingSellers)
      .innerJoin(contacts, eq(contacts.id, listingSellers.contactId))
      .where(eq(listingSellers.listingId, id))
      .orderBy(asc(listingSellers.position)),
    findListingAgents(db, id),
    db
      .select({ priceCents: listingPriceHistory.priceCents, changedAt: listingPriceHistory.changedAt })
      .from(listingPriceHistory)
      .where(eq(listingPriceHistory.listingId, id))
      .orderBy(asc(listingPriceHistory.changedAt), asc(listingPriceHistory.id)),
    db
      .select({
        from: listingStatusHistory.fromStatus,
        to: listingStatusHistory.toStatus,
        changedAt: listingStatusHistory.changedAt,
      })
      .from(listingStatusHistory)
      .where(eq(listingStatusHistory.listingId, id))
      .orderBy(asc(listingStatusHistory.changedAt), asc(listingStatusHistory.id)),
  ]);
  return { sellers, agents, prices, statuses };
}

/** Those of `ids` that pass `visible` (a caller's contact scope, contacts-context.ts). */
export async function findVisibleContactIds(db: DbOrTx, ids: string[], visible: SQL) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(inArray(contacts.id, ids), visible));
  return new Set(rows.map((r) => r.id));
}

/** Contacts of the organization among `ids` (seller clients must come from its CRM). */
export async function findOrganizationContactIds(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.organizationId, organizationId),
        inArray(contacts.id, ids),
        sql`${contacts.deletedAt} is null`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Offers waiting for the listing side's answer, per listing. */
export async function countOffersAwaiting(db: DbOrTx, listingIds: string[]) {
  if (listingIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ listingId: offers.listingId, n: count() })
    .from(offers)
    .where(
      and(
        inArray(offers.listingId, listingIds),
        inArray(offers.status, ['Submitted', 'Reviewed']),
        sql`${offers.expiresAt} > now()`,
      ),
    )
    .groupBy(offers.listingId);
  return new Map(rows.map((r) => [r.listingId, Number(r.n)]));
}

export async function setListingTransaction(db: DbOrTx, id: string, transactionId: string) {
  await db.update(listings).set({ transactionId, updatedAt: new Date() }).where(eq(listings.id, id));
}

/** Who hears about an accepted offer on the listing side: the listing agents and the seller clients. */
export async function findListingPartyEmails(db: DbOrTx, listingId: string): Promise<string[]> {
  const agents = await db
    .select({ email: users.email })
    .from(listings)
    .innerJoin(
      users,
      sql`${users.id} = ${listings.ownerId} or ${users.id} in (select ${listingAgents.userId} from ${listingAgents} where ${listingAgents.listingId} = ${listings.id})`,
    )
    .where(eq(listings.id, listingId));
  const sellers = await db
    .select({ emails: contacts.emails })
    .from(listingSellers)
    .innerJoin(contacts, eq(contacts.id, listingSellers.contactId))
    .where(and(eq(listingSellers.listingId, listingId), sql`${contacts.deletedAt} is null`));
  const sellerEmails = sellers.map((s) => s.emails[0]?.value).filter((e): e is string => Boolean(e));
  return [...new Set([...agents.map((a) => a.email), ...sellerEmails])];
}

/** The listing's seller clients become `contactIds`, in that order. */
export async function replaceListingSellers(db: DbOrTx, listingId: string, contactIds: string[]) {
  await db.delete(listingSellers).where(eq(listingSellers.listingId, listingId));
  if (contactIds.length)
    await db
      .insert(listingSellers)
      .values(contactIds.map((contactId, position) => ({ listingId, contactId, position })));
}
