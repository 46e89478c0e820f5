/**
 * Listing statuses are the RESO Data Dictionary `StandardStatus` values. Only the transitions listed
 * here are allowed; the server refuses the rest (docs/decisions/0094-listings-scope-and-statuses.md).
 */
export const LISTING_STATUSES = [
  'ComingSoon',
  'Active',
  'ActiveUnderContract',
  'Pending',
  'Hold',
  'Withdrawn',
  'Expired',
  'Canceled',
  'Closed',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** RESO StandardStatus values as people read them. */
export const LISTING_STATUS_LABELS: Readonly<Record<ListingStatus, string>> = {
  ComingSoon: 'Coming soon',
  Active: 'Active',
  ActiveUnderContract: 'Active under contract',
  Pending: 'Pending',
  Hold: 'Hold',
  Withdrawn: 'Withdrawn',
  Expired: 'Expired',
  Canceled: 'Canceled',
  Closed: 'Closed',
};

const TRANSITIONS: Readonly<Record<ListingStatus, readonly ListingStatus[]>> = {
  ComingSoon: ['Active', 'Hold', 'Withdrawn', 'Canceled'],
  Active: ['ActiveUnderContract', 'Pending', 'Hold', 'Withdrawn', 'Expired', 'Canceled'],
  ActiveUnderContract: ['Active', 'Pending', 'Canceled', 'Closed'],
  Pending: ['Active', 'ActiveUnderContract', 'Canceled', 'Closed'],
  Hold: ['Active', 'Withdrawn', 'Expired', 'Canceled'],
  Withdrawn: ['Active', 'Canceled'],
  Expired: ['Active', 'Canceled'],
  Canceled: [],
  Closed: [],
};

export function allowedNextStatuses(from: ListingStatus): readonly ListingStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: ListingStatus, to: ListingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** A listing takes offers through its link only in these statuses (issue 12, item 4). */
export const OFFER_TAKING_STATUSES = [
  'Active',
  'ActiveUnderContract',
] as const satisfies readonly ListingStatus[];

export function takesOffers(status: ListingStatus): boolean {
  return (OFFER_TAKING_STATUSES as readonly ListingStatus[]).includes(status);
}

export const LISTING_KINDS = ['sale', 'rent'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
