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
import type { CommissionOfferedInput } from '@threshold/domain/listings/listing-common.contract';
import { LISTING_STATUSES } from '@threshold/domain/listings/listing-status';
import { users } from '../../platform/auth/auth.schema';
import { recordVersion } from '../../platform/db/record-version';
import { inList, money, createdAt, updatedAt } from '../../platform/db/columns';
import { contacts } from '../contacts/contacts.schema';
import { organizations, teams } from '../organizations/organizations.schema';
import { transactions } from '../transactions/transactions.schema';

/** A place; its listings come and go over time. Visible to the whole organization (ADR 0094). */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    parcelNumber: text('parcel_number'),
    propertyType: text('property_type'),
    beds: integer('beds'),
    baths: doublePrecision('baths'),
    squareFeet: integer('square_feet'),
    lotSquareFeet: integer('lot_square_feet'),
    yearBuilt: integer('year_built'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    /** Lower-cased address and parcel number, for search. */
    searchText: text('search_text').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('properties_org_created_idx').on(t.organizationId, t.createdAt, t.id)],
);

/** A property offered for sale or rent, with RESO statuses. */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    listPriceCents: money('list_price_cents').notNull(),
    originalListPriceCents: money('original_list_price_cents').notNull(),
    listingDate: date('listing_date', { mode: 'string' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }),
    mlsNumber: text('mls_number'),
    buyerAgentCommission: jsonb('buyer_agent_commission').$type<CommissionOfferedInput>(),
    listingCommission: jsonb('listing_commission').$type<CommissionOfferedInput>(),
    showingInstructions: text('showing_instructions'),
    /** The deal an accepted offer became. */
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    /** Lower-cased address and MLS number (copied from the property), for search. */
    searchText: text('search_text').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('listings_org_price_idx').on(t.organizationId, t.listPriceCents, t.id),
    index('listings_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
    index('listings_owner_price_idx').on(t.ownerId, t.listPriceCents, t.id),
    index('listings_property_idx').on(t.propertyId),
    index('listings_team_idx').on(t.teamId),
    check('listings_status_ck', sql`${t.status} in (${inList(LISTING_STATUSES)})`),
    check('listings_kind_ck', sql`${t.kind} in ('sale', 'rent')`),
  ],
);

/** Seller (or landlord) clients of a listing, from the CRM. */
export const listingSellers = pgTable(
  'listing_sellers',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('listing_sellers_pk').on(t.listingId, t.contactId),
    index('listing_sellers_contact_idx').on(t.contactId),
  ],
);

/**
 * Every listing agent of a listing (ADR 0145): one primary — always the listing's `owner_id`, kept
 * in the same write — and the co-listing agents. Every one of them has the listing in their own scope.
 */
export const listingAgents = pgTable(
  'listing_agents',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_agents_pk').on(t.listingId, t.userId),
    index('listing_agents_user_idx').on(t.userId, t.listingId),
    uniqueIndex('listing_agents_one_primary_uq').on(t.listingId).where(sql`${t.isPrimary}`),
  ],
);

/** Every list price a listing had (the first row is the original price). */
export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    priceCents: money('price_cents').notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_price_history_listing_idx').on(t.listingId, t.changedAt)],
);

/** Every status change of a listing, like a deal's. */
export const listingStatusHistory = pgTable(
  'listing_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_status_history_listing_idx').on(t.listingId, t.changedAt)],
);

/** The public offer link of a listing: an unguessable key and an on/off switch (ADR 0097). */
export const offerLinks = pgTable(
  'offer_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    linkKey: text('link_key').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    responseDeadline: timestamp('response_deadline', { withTimezone: true }),
    requiresPreapproval: boolean('requires_preapproval').notNull().default(false),
    requiresProofOfFunds: boolean('requires_proof_of_funds').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offer_links_listing_uq').on(t.listingId),
    uniqueIndex('offer_links_key_uq').on(t.linkKey),
  ],
);

export interface OfferContingencies {
  inspection_days: number | null;
  appraisal_days: number | null;
  financing_days: number | null;
  sale_of_home_days: number | null;
}

/** An offer received through a listing's link. `internal_notes` never leaves the listing side. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** sha256 of the private status token (the token itself is only e-mailed). */
    statusTokenHash: text('status_token_hash').notNull(),
    buyerNames: text('buyer_names').array().notNull(),
    agentName: text('agent_name').notNull(),
    agentBrokerage: text('agent_brokerage').notNull(),
    agentLicense: text('agent_license').notNull(),
    agentEmail: text('agent_email').notNull(),
    agentPhone: text('agent_phone').notNull(),
    priceCents: money('price_cents').notNull(),
    earnestMoneyCents: money('earnest_money_cents').notNull(),
    downPaymentCents: money('down_payment_cents'),
    financingType: text('financing_type').notNull(),
    loanAmountCents: money('loan_amount_cents'),
    contingencies: jsonb('contingencies').$type<OfferContingencies>().notNull(),
    closingDate: date('closing_date', { mode: 'string' }),
    daysToClose: integer('days_to_close'),
    sellerConcessionsCents: money('seller_concessions_cents').notNull().default(0),
    escalationIncrementCents: money('escalation_increment_cents'),
    escalationCapCents: money('escalation_cap_cents'),
    possession: text('possession'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
    internalNotes: text('internal_notes'),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_listing_idx').on(t.listingId, t.createdAt),
    uniqueIndex('offers_status_token_uq').on(t.statusTokenHash),
    // One accepted offer per listing: a double click on Accept cannot make two deals.
    uniqueIndex('offers_one_accepted_uq')
      .on(t.listingId)
      .where(sql`${t.status} = 'Accepted'`),
    check(
      'offers_status_ck',
      sql`${t.status} in ('Submitted', 'Reviewed', 'Countered', 'Accepted', 'Backup', 'Rejected', 'Withdrawn', 'Expired')`,
    ),
  ],
);

/** Each round of a negotiation: the terms one side proposed (ADR 0098). */
export const offerCounters = pgTable(
  'offer_counters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    /** seller = the listing side countered; buyer = the buyer's agent answered through the status link. */
    fromSide: text('from_side').notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    message: text('message'),
    response: text('response'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('offer_counters_round_uq').on(t.offerId, t.round)],
);
