/**
 * The vocabulary of a deal: kinds, sides and the roles people play on it. Pure data, shared by the
 * server (validation, SQL filters) and the web (labels, selects).
 */

/** purchase = buyer-side offer; sale = a listing for sale; lease = rental; referral = sent to another agent. */
export const TRANSACTION_TYPES = ['purchase', 'sale', 'lease', 'referral'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Which party the brokerage represents; dual = both sides of one deal. */
export const TRANSACTION_SIDES = ['buyer', 'seller', 'dual', 'landlord', 'tenant'] as const;
export type TransactionSide = (typeof TRANSACTION_SIDES)[number];

/** The sides a type may take. A referral may be for any one party. */
export const SIDES_BY_TYPE: Readonly<Record<TransactionType, readonly TransactionSide[]>> = {
  purchase: ['buyer', 'dual'],
  sale: ['seller', 'dual'],
  lease: ['landlord', 'tenant', 'dual'],
  referral: ['buyer', 'seller', 'landlord', 'tenant'],
};

export function isValidTypeSide(type: TransactionType, side: TransactionSide): boolean {
  return SIDES_BY_TYPE[type].includes(side);
}

export const PROPERTY_TYPES = [
  'single_family',
  'condo',
  'townhouse',
  'multi_family',
  'land',
  'commercial',
  'other',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const FINANCING_TYPES = ['cash', 'conventional', 'fha', 'va', 'usda', 'seller', 'other'] as const;
export type FinancingType = (typeof FINANCING_TYPES)[number];

/** Roles a person can hold on one deal; one person may hold several (e.g. buyer_agent and listing_agent). */
export const PARTICIPANT_ROLES = [
  'buyer',
  'seller',
  'landlord',
  'tenant',
  'buyer_agent',
  'listing_agent',
  'referral_agent',
  'transaction_coordinator',
  'lender',
  'title',
  'escrow',
  'attorney',
  'inspector',
  'appraiser',
  'other',
] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** Participant roles that are clients of the deal (read-only, no internal notes, no figures). */
export const CLIENT_PARTICIPANT_ROLES: readonly ParticipantRole[] = ['buyer', 'seller', 'landlord', 'tenant'];

/** The roles the owning agent holds on a deal of this side (added as a participant on creation). */
export const AGENT_ROLES_BY_SIDE: Readonly<Record<TransactionSide, readonly ParticipantRole[]>> = {
  buyer: ['buyer_agent'],
  tenant: ['buyer_agent'],
  seller: ['listing_agent'],
  landlord: ['listing_agent'],
  dual: ['listing_agent', 'buyer_agent'],
};
