import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { OPEN_OFFER_STATUSES } from '@threshold/domain/listings/offer.contract';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { listingScope } from '../listings/listings-scope.repository';
import { listings, offers, properties } from '../listings/listings.schema';

/**
 * Offer expirations for the calendar (ADR 0135): offers still open (Submitted, Reviewed, Countered,
 * Backup) whose `expires_at` falls in [from, to), on listings in the caller's listing scope — the
 * listings module's own row filter, never a copy of it. `people` narrows to listings they list.
 */
export function findOfferExpirationsBetween(
  db: DbOrTx,
  visibleTo: Actor,
  from: Date,
  to: Date,
  limit: number,
  people?: string[],
) {
  return db
    .select({
      id: offers.id,
      version: offers.version,
      buyerNames: offers.buyerNames,
      status: offers.status,
      expiresAt: offers.expiresAt,
      updatedAt: offers.updatedAt,
      listingId: listings.id,
      listingTitle: properties.addressLine1,
      ownerId: listings.ownerId,
    })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .where(
      and(
        listingScope(visibleTo),
        inArray(offers.status, [...OPEN_OFFER_STATUSES]),
        gte(offers.expiresAt, from),
        lt(offers.expiresAt, to),
        people ? inArray(listings.ownerId, people) : undefined,
      ),
    )
    .orderBy(asc(offers.expiresAt), asc(offers.id))
    .limit(limit);
}

/** Listings the caller may link an event to, among the given ids (their listing scope). */
export async function findListingsInScope(db: DbOrTx, visibleTo: Actor, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: listings.id, organizationId: listings.organizationId })
    .from(listings)
    .where(and(listingScope(visibleTo), inArray(listings.id, ids)));
}
