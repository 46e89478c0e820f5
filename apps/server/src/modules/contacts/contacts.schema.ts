import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address, ContactStage, ContactType } from '@threshold/domain/contacts/contact.contract';
import { users } from '../../platform/auth/auth.schema';
import { organizations, teams } from '../organizations/organizations.schema';
import { recordVersion } from '../../platform/db/record-version';

export interface LabeledValue {
  label: string;
  value: string;
}

/**
 * A person, entered once: CRM contact, deal participant (transaction_participants.contact_id),
 * invited client (user_id). search_text, sort_name, name_key, email_keys and phone_keys are
 * derived from the names, e-mails and phones by the repository on every write
 * (packages/domain/src/contacts/normalize.ts); nothing else writes them.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client account this contact became, once an invitation is accepted. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shared with this team: its members see the contact. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    emails: jsonb('emails').$type<LabeledValue[]>().notNull().default([]),
    phones: jsonb('phones').$type<LabeledValue[]>().notNull().default([]),
    address: jsonb('address').$type<Address>(),
    types: text('types')
      .array()
      .$type<ContactType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    stage: text('stage').$type<ContactStage>().notNull().default('new'),
    leadSource: text('lead_source'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    areasOfInterest: text('areas_of_interest')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    birthday: date('birthday', { mode: 'string' }),
    homeAnniversary: date('home_anniversary', { mode: 'string' }),
    consentEmail: boolean('consent_email').notNull().default(false),
    consentSms: boolean('consent_sms').notNull().default(false),
    notes: text('notes'),
    lastContactedAt: timestamp('last_contacted_at', { withTimezone: true }),
    /** Earliest due time of the open follow-up tasks; kept by the task service. */
    nextTaskDueAt: timestamp('next_task_due_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    sortName: text('sort_name').notNull().default(''),
    nameKey: text('name_key').notNull().default(''),
    emailKeys: text('email_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phoneKeys: text('phone_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    importBatchId: uuid('import_batch_id'),
    mergedIntoId: uuid('merged_into_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_org_owner_idx').on(t.organizationId, t.ownerId),
    index('contacts_user_idx').on(t.userId),
    uniqueIndex('contacts_org_user_uq')
      .on(t.organizationId, t.userId)
      .where(sql`${t.userId} is not null and ${t.deletedAt} is null`),
    index('contacts_org_sort_idx')
      .on(t.organizationId, t.sortName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('contacts_org_owner_sort_idx')
      .on(t.organizationId, t.ownerId, t.sortName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('contacts_org_updated_idx')
      .on(t.organizationId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('contacts_org_created_idx')
      .on(t.organizationId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('contacts_team_idx')
      .on(t.teamId)
      .where(sql`${t.teamId} is not null`),
    index('contacts_org_name_key_idx').on(t.organizationId, t.nameKey),
    index('contacts_email_keys_idx').using('gin', t.emailKeys),
    index('contacts_phone_keys_idx').using('gin', t.phoneKeys),
    index('contacts_tags_idx').using('gin', t.tags),
  ],
);

/** The round-robin pointer of each organization; locked FOR UPDATE while a lead is assigned. */
export const crmRoutingState = pgTable('crm_routing_state', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  lastAssignedUserId: text('last_assigned_user_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
