import type { LeaseDraftDto, LeaseDraftQuery } from '@threshold/domain/rentals/lease-source.contract';
import { addDays } from '@threshold/domain/rentals/rent-periods';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { loadOffer } from '../listings/offers.service';
import { loadDeal } from '../transactions/deals/transaction-access';
import {
  findDealTenants,
  findRentalPropertyAt,
  findRentalPropertyOf,
  isRentalOfferDeal,
} from './lease-sources.repository';
import { findUnits } from './rental-properties.repository';
import { staffPropertyScope } from './rentals-scope.repository';

const notASource = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { source_transaction_id: message });

/**
 * The deal a lease may name as its source: one in the caller's deal scope that is a lease deal or
 * the deal an accepted offer on a rental listing made (ADR 0171). Anything else is a 400 on the field.
 */
export async function assertLeaseSource(db: DbOrTx, actor: Actor, transactionId: string) {
  const deal = await loadDeal(db, actor, transactionId).catch(() => {
    throw notASource('Not a deal you can see');
  });
  if (deal.row.type !== 'lease' && !(await isRentalOfferDeal(db, transactionId)))
    throw notASource('Not a lease deal or an accepted rental offer');
  return deal.row;
}

/** A twelve-month term from the start date (the usual residential lease); staff change it in the form. */
function yearFrom(start: string) {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return addDays(new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10), -1);
}

/**
 * The prefilled terms of a new lease from a lease-type deal or an accepted offer on a rental
 * listing: the rental property (the listing's, or the one at the deal's address), its units, the
 * deal's tenant contacts, rent (the agreed price), deposit (earnest money) and the lease start.
 */
export async function leaseDraftFromSource(
  db: DbOrTx,
  actor: Actor,
  query: LeaseDraftQuery,
): Promise<LeaseDraftDto> {
  const scope = staffPropertyScope(actor);
  let transactionId: string;
  let terms: { rent: number | null; deposit: number | null; start: string | null };
  let property: { id: string; address: string } | null;
  if (query.offer_id) {
    const { offer, listing } = await loadOffer(db, actor, query.offer_id);
    if (offer.status !== 'Accepted' || listing.listing.kind !== 'rent' || !offer.transactionId)
      throw new AppError('VALIDATION_FAILED', 'Choose an accepted offer on a rental listing', {
        offer_id: 'Not an accepted offer on a rental listing',
      });
    transactionId = offer.transactionId;
    terms = { rent: offer.priceCents, deposit: offer.earnestMoneyCents, start: offer.closingDate };
    property = await findRentalPropertyOf(db, scope, listing.listing.propertyId);
  } else {
    const deal = await assertLeaseSource(db, actor, query.transaction_id!);
    transactionId = deal.id;
    terms = {
      rent: deal.offerPriceCents ?? deal.salePriceCents ?? deal.listPriceCents,
      deposit: deal.earnestMoneyCents,
      start: deal.closingDate,
    };
    property = await findRentalPropertyAt(db, scope, deal.organizationId, {
      line1: deal.addressLine1,
      city: deal.city,
    });
  }
  const deal = await loadDeal(db, actor, transactionId).catch(() => null);
  const [units, tenants] = await Promise.all([
    property ? findUnits(db, property.id) : [],
    findDealTenants(db, transactionId),
  ]);
  return {
    source_transaction_id: transactionId,
    source_title: deal?.row.title ?? 'Accepted offer',
    rental_property_id: property?.id ?? null,
    property_address: property?.address ?? null,
    units: units.map((u) => ({ id: u.id, label: u.label, status: u.status })),
    tenants: tenants.map((t) => ({ contact_id: t.contactId, name: t.name })),
    rent_cents: terms.rent,
    deposit_cents: terms.deposit,
    start_date: terms.start,
    end_date: terms.start ? yearFrom(terms.start) : null,
  };
}
