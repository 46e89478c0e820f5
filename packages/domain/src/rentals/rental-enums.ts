export const UNIT_STATUSES = ['vacant', 'occupied', 'notice', 'off_market'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const LEASE_STATUSES = ['draft', 'active', 'notice', 'ended'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

export const LEASE_TERM_KINDS = ['fixed', 'month_to_month'] as const;
export type LeaseTermKind = (typeof LEASE_TERM_KINDS)[number];

export const PAYMENT_METHODS = ['check', 'ach', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** draft → active → notice → ended; a draft may be dropped straight to ended (never signed). */
export const LEASE_TRANSITIONS: Record<LeaseStatus, readonly LeaseStatus[]> = {
  draft: ['active', 'ended'],
  active: ['notice', 'ended'],
  notice: ['active', 'ended'],
  ended: [],
};

/** The unit's status a lease's status implies. */
export const UNIT_STATUS_FOR_LEASE: Record<LeaseStatus, UnitStatus | null> = {
  draft: null,
  active: 'occupied',
  notice: 'notice',
  ended: 'vacant',
};

export const MAINTENANCE_STATUSES = [
  'new',
  'assigned',
  'scheduled',
  'in_progress',
  'done',
  'cancelled',
] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export const MAINTENANCE_PRIORITIES = ['low', 'normal', 'high', 'emergency'] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];
export const MAINTENANCE_CATEGORIES = [
  'plumbing',
  'electrical',
  'appliance',
  'hvac',
  'structural',
  'pest',
  'other',
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];
