import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LateFeeRule } from '@threshold/domain/rentals/late-fees';
import type { RecurringCharge } from '@threshold/domain/rentals/rent-charges';
import { LEDGER_ENTRY_KINDS } from '@threshold/domain/rentals/rent-ledger';
import { DEPOSIT_ENTRY_KINDS } from '@threshold/domain/rentals/deposit-ledger';
import {
  LEASE_STATUSES,
  LEASE_TERM_KINDS,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  PAYMENT_METHODS,
  UNIT_STATUSES,
} from '@threshold/domain/rentals/rental-enums';
import { users } from '../../platform/auth/auth.schema';
import { recordVersion } from '../../platform/db/record-version';
import { inList, money, createdAt, updatedAt } from '../../platform/db/columns';
import { contacts } from '../contacts/contacts.schema';
import { organizations, teams } from '../organizations/organizations.schema';
import { properties } from '../listings/listings.schema';
import { transactions } from '../transactions/transactions.schema';

/** A property of the listings area under rental management, with the staff member who manages it (ADR 0109). */
export const rentalProperties = pgTable(
  'rental_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    managerId: text('manager_id')
      .notNull()
      .references(() => users.id),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rental_properties_property_uq').on(t.propertyId),
    index('rental_properties_org_idx').on(t.organizationId, t.createdAt, t.id),
    index('rental_properties_manager_idx').on(t.managerId),
  ],
);

export const rentalUnits = pgTable(
  'rental_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    rentalPropertyId: uuid('rental_property_id')
      .notNull()
      .references(() => rentalProperties.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    beds: integer('beds'),
    baths: doublePrecision('baths'),
    squareFeet: integer('square_feet'),
    marketRentCents: money('market_rent_cents').notNull(),
    status: text('status').notNull().default('vacant'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rental_units_label_uq').on(t.rentalPropertyId, t.label),
    check('rental_units_status_ck', sql`${t.status} in (${inList(UNIT_STATUSES)})`),
  ],
);

/** A landlord client (a CRM contact; their user once invited) and their management agreement. */
export const rentalOwners = pgTable(
  'rental_owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    managementFeeBps: integer('management_fee_bps').notNull(),
    leasingFeeCents: money('leasing_fee_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('rental_owners_contact_uq').on(t.organizationId, t.contactId)],
);

/** Who owns a rental property, in basis points of ownership (the shares of a property add up to 10000). */
export const rentalPropertyOwners = pgTable(
  'rental_property_owners',
  {
    rentalPropertyId: uuid('rental_property_id')
      .notNull()
      .references(() => rentalProperties.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => rentalOwners.id, { onDelete: 'cascade' }),
    shareBps: integer('share_bps').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rentalPropertyId, t.ownerId] }),
    index('rental_property_owners_owner_idx').on(t.ownerId),
  ],
);

export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    rentalPropertyId: uuid('rental_property_id')
      .notNull()
      .references(() => rentalProperties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => rentalUnits.id, { onDelete: 'cascade' }),
    /** The leasing agent who made the lease (sees it under own scope besides the property manager). */
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    termKind: text('term_kind').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    moveInDate: date('move_in_date', { mode: 'string' }),
    moveOutDate: date('move_out_date', { mode: 'string' }),
    rentCents: money('rent_cents').notNull(),
    dueDay: integer('due_day').notNull(),
    depositCents: money('deposit_cents').notNull().default(0),
    recurringCharges: jsonb('recurring_charges').$type<RecurringCharge[]>().notNull().default([]),
    lateFee: jsonb('late_fee').$type<LateFeeRule | null>(),
    renewalOf: uuid('renewal_of'),
    /** The lease-type deal it was made from (directly, or as an accepted rental offer's deal), ADR 0171. */
    sourceTransactionId: uuid('source_transaction_id').references(() => transactions.id, {
      onDelete: 'set null',
    }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leases_org_status_idx').on(t.organizationId, t.status),
    index('leases_property_idx').on(t.rentalPropertyId),
    index('leases_unit_idx').on(t.unitId),
    index('leases_agent_idx').on(t.agentId),
    index('leases_source_transaction_idx').on(t.sourceTransactionId),
    index('leases_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    check('leases_status_ck', sql`${t.status} in (${inList(LEASE_STATUSES)})`),
    check('leases_term_ck', sql`${t.termKind} in (${inList(LEASE_TERM_KINDS)})`),
    check('leases_due_day_ck', sql`${t.dueDay} between 1 and 28`),
  ],
);

/** The renters of a lease (CRM contacts; their users once invited). */
export const leaseTenants = pgTable(
  'lease_tenants',
  {
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.leaseId, t.contactId] }),
    index('lease_tenants_contact_idx').on(t.contactId),
  ],
);

/**
 * The rent ledger: append-only (a trigger refuses UPDATE; corrections are new entries, ADR 0110).
 * `generation_key` makes generated charges and late fees unique per lease (idempotent generation).
 */
export const rentLedgerEntries = pgTable(
  'rent_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code'),
    description: text('description').notNull(),
    period: text('period'),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    amountCents: money('amount_cents').notNull(),
    method: text('method'),
    reference: text('reference'),
    generationKey: text('generation_key'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rent_ledger_generation_uq').on(t.leaseId, t.generationKey),
    index('rent_ledger_lease_idx').on(t.leaseId, t.entryDate, t.createdAt),
    index('rent_ledger_org_date_idx').on(t.organizationId, t.entryDate),
    check('rent_ledger_kind_ck', sql`${t.kind} in (${inList(LEDGER_ENTRY_KINDS)})`),
    check('rent_ledger_method_ck', sql`${t.method} is null or ${t.method} in (${inList(PAYMENT_METHODS)})`),
    check('rent_ledger_amount_ck', sql`${t.kind} = 'adjustment' or ${t.amountCents} > 0`),
  ],
);

/** Security deposits: a separate liability ledger per lease, append-only like the rent ledger. */
export const depositLedgerEntries = pgTable(
  'deposit_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountCents: money('amount_cents').notNull(),
    reason: text('reason').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('deposit_ledger_lease_idx').on(t.leaseId, t.createdAt),
    check('deposit_ledger_kind_ck', sql`${t.kind} in (${inList(DEPOSIT_ENTRY_KINDS)})`),
    check('deposit_ledger_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/** A maintenance request from a renter or staff (photos come with the storage module). */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    rentalPropertyId: uuid('rental_property_id')
      .notNull()
      .references(() => rentalProperties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => rentalUnits.id, { onDelete: 'set null' }),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    priority: text('priority').notNull(),
    description: text('description').notNull(),
    permissionToEnter: boolean('permission_to_enter').notNull().default(false),
    status: text('status').notNull().default('new'),
    assigneeUserId: text('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    vendorContactId: uuid('vendor_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    notes: text('notes'),
    costCents: money('cost_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('maintenance_org_status_idx').on(t.organizationId, t.status, t.priority),
    index('maintenance_property_idx').on(t.rentalPropertyId),
    index('maintenance_lease_idx').on(t.leaseId),
    check('maintenance_status_ck', sql`${t.status} in (${inList(MAINTENANCE_STATUSES)})`),
    check('maintenance_priority_ck', sql`${t.priority} in (${inList(MAINTENANCE_PRIORITIES)})`),
    check('maintenance_category_ck', sql`${t.category} in (${inList(MAINTENANCE_CATEGORIES)})`),
  ],
);

/** Expenses charged to a property's owners (a completed request's cost lands here once). */
export const ownerExpenses = pgTable(
  'owner_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    rentalPropertyId: uuid('rental_property_id')
      .notNull()
      .references(() => rentalProperties.id, { onDelete: 'cascade' }),
    maintenanceRequestId: uuid('maintenance_request_id').references(() => maintenanceRequests.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    amountCents: money('amount_cents').notNull(),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_expenses_request_uq').on(t.maintenanceRequestId),
    index('owner_expenses_property_idx').on(t.rentalPropertyId, t.expenseDate),
  ],
);

/**
 * Each lease's balance (charges, late fees and positive adjustments less payments, credits and
 * negative adjustments), kept by the `rent_ledger_keep_balance` trigger on every ledger insert in the
 * inserting transaction (ADR 0157). Exact because the ledger is append-only; the dashboard reads only
 * the owing leases from here instead of summing every ledger.
 */
export const leaseBalances = pgTable(
  'lease_balances',
  {
    leaseId: uuid('lease_id')
      .primaryKey()
      .references(() => leases.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    balanceCents: money('balance_cents').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lease_balances_owing_idx').on(t.organizationId, t.balanceCents)],
);

/**
 * The debits that make up an owing lease's balance (payments apply oldest first, so the newest
 * debits covering the balance), with the part of each still open. Recomputed by the same trigger for
 * the leases an insert touches; aging on the dashboard sums these by due date (ADR 0157).
 */
export const leaseOpenDebits = pgTable(
  'lease_open_debits',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => rentLedgerEntries.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    openCents: money('open_cents').notNull(),
  },
  (t) => [index('lease_open_debits_lease_idx').on(t.leaseId)],
);

/**
 * Per lease and calendar month: the charges and late fees falling due in it and the payments
 * received in it, kept by the `rent_ledger_keep_month_totals` trigger on every ledger insert
 * (ADR 0172). The dashboard's "due and collected this month" sums one row per lease in scope instead
 * of scanning three months of ledger.
 */
export const leaseMonthTotals = pgTable(
  'lease_month_totals',
  {
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dueCents: money('due_cents').notNull().default(0),
    collectedCents: money('collected_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.leaseId, t.month] }),
    index('lease_month_totals_month_idx').on(t.month, t.leaseId),
  ],
);
