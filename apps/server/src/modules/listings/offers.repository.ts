import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { listings, offerCounters, offers, properties } from './listings.schema';

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = Omit<typeof offers.$inferInsert, 'id' | 'version'>;
export type CounterRow = typeof offerCounters.$inferSelect;

export async function insertOffer(db: DbOrTx, values: NewOffer) {
  const [row] = await db.insert(offers).values(values).returning();
  return row!;
}

/** Offers a listing received since `since` (the per-link rate limit). */
export async function countRecentOffers(db: DbOrTx, listingId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.listingId, listingId), gte(offers.createdAt, since)));
  return Number(row?.n ?? 0);
}

export function findOffersOfListing(db: DbOrTx, listingId: string) {
  return db
    .select()
    .from(offers)
    .where(eq(offers.listingId, listingId))
    .orderBy(asc(offers.createdAt), asc(offers.id));
}

export async function getOfferRow(db: DbOrTx, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(offers).where(eq(offers.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** An offer by the hash of its status token, with the listing's address. */
export async function getOfferByTokenHash(db: DbOrTx, hash: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      offer: offers,
      property: properties,
      listingStatus: listings.status,
      organizationId: listings.organizationId,
    })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .where(eq(offers.statusTokenHash, hash));
  const [row] = await (options.forUpdate ? query.for('update', { of: offers }) : query);
  return row ?? null;
}

export type OfferPatch = Partial<Omit<NewOffer, 'listingId' | 'statusTokenHash' | 'createdAt'>>;

export async function updateOfferRow(
  db: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  patch: OfferPatch,
) {
  return updateIfVersion(db, offers, id, expectedVersion, { ...patch, updatedAt: new Date() });
}

export async function findCounters(db: DbOrTx, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select()
    .from(offerCounters)
    .where(inArray(offerCounters.offerId, offerIds))
    .orderBy(asc(offerCounters.offerId), asc(offerCounters.round));
}

export async function insertCounter(db: DbOrTx, values: typeof offerCounters.$inferInsert) {
  await db.insert(offerCounters).values(values);
}

export async function setCounterResponse(db: DbOrTx, offerId: string, round: number, response: string) {
  await db
    .update(offerCounters)
    .set({ response })
    .where(and(eq(offerCounters.offerId, offerId), eq(offerCounters.round, round)));
}
