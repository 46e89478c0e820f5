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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FALL_THROUGH_REASONS } from '@threshold/domain/transactions/fall-through-reason';
import type { CommissionPlanInput } from '@threshold/domain/transactions/transaction-common.contract';
import { users } from '../../platform/auth/auth.schema';
import { organizations, teams } from '../organizations/organizations.schema';
import { contacts } from '../contacts/contacts.schema';
import { recordVersion } from '../../platform/db/record-version';
import { inList, money, createdAt } from '../../platform/db/columns';


/** A deal. Sensitive figures live in `commission` (the plan); the DTO layer decides who sees them. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    side: text('side').notNull(),
    status: text('status').notNull(),
    /** Why a cancelled or withdrawn deal fell through (FALL_THROUGH_REASONS); null otherwise. ADR 0155. */
    fallThroughReason: text('fall_through_reason'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    mlsNumber: text('mls_number'),
    propertyType: text('property_type'),
    beds: integer('beds'),
    baths: doublePrecision('baths'),
    squareFeet: integer('square_feet'),
    yearBuilt: integer('year_built'),
    listPriceCents: money('list_price_cents'),
    offerPriceCents: money('offer_price_cents'),
    salePriceCents: money('sale_price_cents'),
    earnestMoneyCents: money('earnest_money_cents'),
    financingType: text('financing_type'),
    commission: jsonb('commission').$type<CommissionPlanInput>(),
    /** Copy of the `closing` key date, for filters and sorting. */
    closingDate: date('closing_date', { mode: 'string' }),
    /** Lower-cased address, MLS number and participant names; kept by the service for search. */
    searchText: text('search_text').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('transactions_org_status_idx').on(t.organizationId, t.status),
    index('transactions_org_closing_idx').on(t.organizationId, t.closingDate),
    // (owner, updated_at, id): the own/assigned scopes read deal ids from the index alone.
    index('transactions_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
    index('transactions_team_idx').on(t.teamId),
    check(
      'transactions_status_ck',
      sql`${t.status} in (${inList(['draft', 'active', 'under_contract', 'closed', 'cancelled', 'withdrawn', 'expired'])})`,
    ),
    check(
      'transactions_fall_through_reason_ck',
      sql`${t.fallThroughReason} is null or ${t.fallThroughReason} in (${inList(FALL_THROUGH_REASONS)})`,
    ),
    check('transactions_type_ck', sql`${t.type} in (${inList(['purchase', 'sale', 'lease', 'referral'])})`),
    check(
      'transactions_side_ck',
      sql`${t.side} in (${inList(['buyer', 'seller', 'dual', 'landlord', 'tenant'])})`,
    ),
  ],
);

/** People on a deal: one row per person, every role they hold on it. */
export const transactionParticipants = pgTable(
  'transaction_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    roles: text('roles').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transaction_participants_tx_idx').on(t.transactionId),
    index('transaction_participants_user_idx').on(t.userId, t.transactionId),
    index('transaction_participants_contact_idx').on(t.contactId),
    uniqueIndex('transaction_participants_user_uq')
      .on(t.transactionId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('transaction_participants_contact_uq')
      .on(t.transactionId, t.contactId)
      .where(sql`${t.contactId} is not null`),
  ],
);

/** Staff put on a deal; gives the `assigned` scope its rows. */
export const transactionAssignments = pgTable(
  'transaction_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleKey: text('role_key'),
    note: text('note'),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transaction_assignments_uq').on(t.transactionId, t.userId),
    index('transaction_assignments_user_idx').on(t.userId, t.transactionId),
  ],
);

/** Every status change with who, when and why. */
export const transactionStatusHistory = pgTable(
  'transaction_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    override: boolean('override').notNull().default(false),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transaction_status_history_tx_idx').on(t.transactionId, t.changedAt)],
);
