import type { ListingDto } from '@threshold/domain/listings/create-listing.contract';
import type { PropertyDto } from '@threshold/domain/listings/create-property.contract';
import type { ListingSummaryDto } from '@threshold/domain/listings/list-listings.contract';
import type { CommissionOfferedInput } from '@threshold/domain/listings/listing-common.contract';
import { allowedNextStatuses, type ListingStatus } from '@threshold/domain/listings/listing-status';
import { orderListingAgents } from '@threshold/domain/listings/listing-agents';
import type { PropertyType } from '@threshold/domain/transactions/transaction-enums';
import type { PropertyRow } from './properties.repository';
import type { findListingChildren, ListingRow } from './listings.repository';

const DAY_MS = 86_400_000;
const ENDED: readonly string[] = ['Withdrawn', 'Expired', 'Canceled', 'Closed'];

/** Days from the listing date to today, or to the day it left the market; 0 while Coming Soon. */
export function daysOnMarket(listing: ListingRow['listing'], now = new Date()): number {
  if (listing.status === 'ComingSoon') return 0;
  const end = ENDED.includes(listing.status) ? listing.statusChangedAt : now;
  const start = Date.parse(`${listing.listingDate}T00:00:00Z`);
  return Math.max(0, Math.floor((end.getTime() - start) / DAY_MS));
}

const address = (p: PropertyRow) => ({
  line1: p.addressLine1,
  line2: p.addressLine2,
  city: p.city,
  state: p.state,
  postal_code: p.postalCode,
});

export function toPropertyDto(p: PropertyRow): PropertyDto {
  return {
    id: p.id,
    version: p.version,
    organization_id: p.organizationId,
    address: address(p),
    parcel_number: p.parcelNumber,
    property_type: p.propertyType as PropertyType | null,
    beds: p.beds,
    baths: p.baths,
    square_feet: p.squareFeet,
    lot_square_feet: p.lotSquareFeet,
    year_built: p.yearBuilt,
    features: p.features,
    description: p.description,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

const propertySummary = (p: PropertyRow) => ({
  id: p.id,
  address: address(p),
  property_type: p.propertyType as PropertyType | null,
  beds: p.beds,
  baths: p.baths,
  square_feet: p.squareFeet,
  year_built: p.yearBuilt,
});

const commission = (c: CommissionOfferedInput | null) => c;

export function toListingSummaryDto(
  row: ListingRow,
  offersAwaiting: number,
): Omit<ListingSummaryDto, 'cover_photo'> {
  const l = row.listing;
  return {
    id: l.id,
    property: propertySummary(row.property),
    kind: l.kind as ListingSummaryDto['kind'],
    status: l.status as ListingStatus,
    list_price_cents: l.listPriceCents,
    original_list_price_cents: l.originalListPriceCents,
    listing_date: l.listingDate,
    expiration_date: l.expirationDate,
    days_on_market: daysOnMarket(l),
    mls_number: l.mlsNumber,
    owner: { id: l.ownerId, first_name: row.ownerFirstName, last_name: row.ownerLastName },
    offers_awaiting: offersAwaiting,
    updated_at: l.updatedAt.toISOString(),
  };
}

export function toListingDto(
  row: ListingRow,
  children: Awaited<ReturnType<typeof findListingChildren>>,
): ListingDto {
  const l = row.listing;
  const p = row.property;
  const status = l.status as ListingStatus;
  return {
    id: l.id,
    version: l.version,
    organization_id: l.organizationId,
    property: {
      ...propertySummary(p),
      lot_square_feet: p.lotSquareFeet,
      features: p.features,
      description: p.description,
      parcel_number: p.parcelNumber,
    },
    kind: l.kind as ListingDto['kind'],
    status,
    allowed_next_statuses: [...allowedNextStatuses(status)],
    list_price_cents: l.listPriceCents,
    original_list_price_cents: l.originalListPriceCents,
    listing_date: l.listingDate,
    expiration_date: l.expirationDate,
    days_on_market: daysOnMarket(l),
    mls_number: l.mlsNumber,
    buyer_agent_commission: commission(l.buyerAgentCommission),
    listing_commission: commission(l.listingCommission),
    showing_instructions: l.showingInstructions,
    owner: { id: l.ownerId, first_name: row.ownerFirstName, last_name: row.ownerLastName },
    agents: listingAgentsDto(row, children.agents),
    sellers: children.sellers.map((s) => ({
      contact_id: s.contactId,
      first_name: s.firstName,
      last_name: s.lastName,
    })),
    transaction_id: l.transactionId,
    price_history: children.prices.map((p) => ({
      price_cents: p.priceCents,
      changed_at: p.changedAt.toISOString(),
    })),
    status_history: children.statuses.map((s) => ({
      from: s.from as ListingStatus | null,
      to: s.to as ListingStatus,
      changed_at: s.changedAt.toISOString(),
    })),
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

/** The agents, primary first; a listing written before co-listing agents has its owner as the one agent. */
function listingAgentsDto(row: ListingRow, agents: Awaited<ReturnType<typeof findListingChildren>>['agents']) {
  const l = row.listing;
  const list = agents.length
    ? agents.map((a) => ({ id: a.userId, first_name: a.firstName, last_name: a.lastName, primary: a.primary }))
    : [{ id: l.ownerId, first_name: row.ownerFirstName, last_name: row.ownerLastName, primary: true }];
  return orderListingAgents(list);
}

/** What the audit log keeps of a listing. */
export const listingAuditSnapshot = (l: ListingRow['listing']) => ({
  status: l.status,
  list_price_cents: l.listPriceCents,
  expiration_date: l.expirationDate,
  mls_number: l.mlsNumber,
  owner_id: l.ownerId,
});
