import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { loadListing, loadListingForReading } from './listing-access';
import type { ListingRow } from './listings.repository';
import { economicsOf, toOfferDto } from './offers.dto';
import { findCounters, findOffersOfListing, getOfferRow } from './offers.repository';
import { attachmentsByOffer } from './offer-attachments/offer-attachments.dto';

/** Every offer of a listing with effective price and net to seller, for the comparison grid. */
export async function offersOfListing(db: DbOrTx, listing: ListingRow) {
  const rows = await findOffersOfListing(db, listing.listing.id);
  const ids = rows.map((r) => r.id);
  const [counters, attachments] = await Promise.all([findCounters(db, ids), attachmentsByOffer(db, ids)]);
  const economics = economicsOf(rows, listing.listing);
  return rows.map((o) => ({
    ...toOfferDto(o, counters, economics.get(o.id)!),
    attachments: attachments.get(o.id) ?? [],
  }));
}

export async function listOffers(db: DbOrTx, actor: Actor, listingId: string) {
  const { row, asSeller } = await loadListingForReading(db, actor, listingId);
  const items = await offersOfListing(db, row);
  // Seller clients read the offers; the listing side's internal notes are never theirs to see.
  return { items: asSeller ? items.map(({ internal_notes: _notes, ...offer }) => offer) : items };
}

/** An offer the caller may see: its listing must be in their scope (404 otherwise). */
export async function loadOffer(db: DbOrTx, actor: Actor, id: string, options: { forUpdate?: boolean } = {}) {
  const offer = await getOfferRow(db, id, options);
  if (!offer) throw notFound('Offer');
  const listing = await loadListing(db, actor, offer.listingId, options).catch(() => {
    throw notFound('Offer');
  });
  return { offer, listing };
}

export async function getOffer(db: DbOrTx, actor: Actor, id: string) {
  const { offer, listing } = await loadOffer(db, actor, id);
  return (await offersOfListing(db, listing)).find((o) => o.id === offer.id)!;
}
