import type {
  FinancingType,
  ParticipantRole,
  PropertyType,
  TransactionSide,
  TransactionType,
} from '@threshold/domain/transactions/transaction-enums';
import {
  findTransition,
  STATUS_LABELS,
  type TransactionStatus,
} from '@threshold/domain/transactions/transaction-status';
import type { BadgeTone } from '@/components/ui/badge';

export { STATUS_LABELS } from '@threshold/domain/transactions/transaction-status';

export const TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  purchase: 'Purchase',
  sale: 'Sale (listing)',
  lease: 'Lease',
  referral: 'Referral',
};

export const SIDE_LABELS: Readonly<Record<TransactionSide, string>> = {
  buyer: 'Buyer',
  seller: 'Seller',
  dual: 'Dual (both sides)',
  landlord: 'Landlord',
  tenant: 'Tenant',
};

export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = {
  single_family: 'Single family',
  condo: 'Condo',
  townhouse: 'Townhouse',
  multi_family: 'Multi-family',
  land: 'Land',
  commercial: 'Commercial',
  other: 'Other',
};

export const FINANCING_LABELS: Readonly<Record<FinancingType, string>> = {
  cash: 'Cash',
  conventional: 'Conventional',
  fha: 'FHA',
  va: 'VA',
  usda: 'USDA',
  seller: 'Seller financing',
  other: 'Other',
};

export const ROLE_LABELS: Readonly<Record<ParticipantRole, string>> = {
  buyer: 'Buyer',
  seller: 'Seller',
  landlord: 'Landlord',
  tenant: 'Tenant',
  buyer_agent: "Buyer's agent",
  listing_agent: 'Listing agent',
  referral_agent: 'Referral agent',
  transaction_coordinator: 'Transaction coordinator',
  lender: 'Lender',
  title: 'Title',
  escrow: 'Escrow',
  attorney: 'Attorney',
  inspector: 'Inspector',
  appraiser: 'Appraiser',
  other: 'Other',
};

export const STATUS_TONES: Readonly<Record<TransactionStatus, BadgeTone>> = {
  draft: 'muted',
  active: 'info',
  under_contract: 'brand',
  closed: 'success',
  cancelled: 'danger',
  withdrawn: 'neutral',
  expired: 'warning',
};

/** Verb for the button that moves a deal to a status. */
export const TRANSITION_VERBS: Readonly<Record<TransactionStatus, string>> = {
  draft: 'Back to draft',
  active: 'Mark active',
  under_contract: 'Mark under contract',
  closed: 'Close deal',
  cancelled: 'Cancel deal',
  withdrawn: 'Withdraw',
  expired: 'Mark expired',
};

/** The button text for moving a deal from one status to another. */
export function transitionLabel(from: TransactionStatus, to: TransactionStatus): string {
  const kind = findTransition(from, to)?.kind;
  if (kind === 'reopen') return `Re-open as ${STATUS_LABELS[to].toLowerCase()}`;
  if (kind === 'fallback') return 'Back to active (contract fell through)';
  return TRANSITION_VERBS[to];
}
