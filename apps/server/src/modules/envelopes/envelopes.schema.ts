import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ENVELOPE_STATUSES,
  RECIPIENT_KINDS,
  RECIPIENT_ROLES,
  RECIPIENT_STATUSES,
  SIGNING_FIELD_KINDS,
} from '@threshold/domain/envelopes/envelope-enums';
import type { SigningValue } from '@threshold/domain/envelopes/signing.contract';
import { users } from '../../platform/auth/auth.schema';
import { createdAt, inList, updatedAt } from '../../platform/db/columns';
import { recordVersion } from '../../platform/db/record-version';
import { documents } from '../documents/documents.schema';
import { organizations } from '../organizations/organizations.schema';
import { transactionParticipants } from '../transactions/transactions.schema';

/**
 * An e-signature envelope (ADR 0162): one version of a document, sent to recipients in routing order
 * (equal numbers sign in parallel). `current_order` is the group whose turn it is while sent.
 */
export const envelopes = pgTable(
  'envelopes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    documentVersion: integer('document_version').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('draft'),
    currentOrder: integer('current_order'),
    expiresInDays: integer('expires_in_days').notNull().default(30),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** The document version the sealed PDF was filed as (ADR 0164). */
    sealedDocumentVersion: integer('sealed_document_version'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('envelopes_status_check', sql`${t.status} in (${inList(ENVELOPE_STATUSES)})`),
    index('envelopes_document_idx').on(t.documentId, t.createdAt),
    index('envelopes_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'sent'`),
  ],
);

/** A recipient; the signing link's token is never stored, only its SHA-256 (ADR 0163). */
export const envelopeRecipients = pgTable(
  'envelope_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => envelopes.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    participantId: uuid('participant_id').references(() => transactionParticipants.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    email: text('email'),
    role: text('role').notNull(),
    routingOrder: integer('routing_order').notNull(),
    status: text('status').notNull().default('waiting'),
    tokenHash: text('token_hash'),
    tokenGeneration: integer('token_generation').notNull().default(0),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    declinedReason: text('declined_reason'),
    /** A brokerage recipient: the delegated signer who completed it. */
    signedByUserId: text('signed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('envelope_recipients_kind_check', sql`${t.kind} in (${inList(RECIPIENT_KINDS)})`),
    check('envelope_recipients_role_check', sql`${t.role} in (${inList(RECIPIENT_ROLES)})`),
    check('envelope_recipients_status_check', sql`${t.status} in (${inList(RECIPIENT_STATUSES)})`),
    uniqueIndex('envelope_recipients_key_uq').on(t.envelopeId, t.key),
    uniqueIndex('envelope_recipients_token_uq').on(t.tokenHash),
    index('envelope_recipients_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'sent'`),
    index('envelope_recipients_brokerage_idx')
      .on(t.kind)
      .where(sql`${t.status} = 'sent' and ${t.kind} = 'brokerage'`),
  ],
);

/** A field for one recipient, as page fractions; `value` once they finished. */
export const envelopeFields = pgTable(
  'envelope_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => envelopes.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => envelopeRecipients.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    page: integer('page').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    label: text('label').notNull().default(''),
    required: boolean('required').notNull().default(true),
    value: jsonb('value').$type<SigningValue>(),
  },
  (t) => [
    check('envelope_fields_kind_check', sql`${t.kind} in (${inList(SIGNING_FIELD_KINDS)})`),
    uniqueIndex('envelope_fields_key_uq').on(t.envelopeId, t.key),
    index('envelope_fields_recipient_idx').on(t.recipientId),
  ],
);

/** The audit trail the seal prints: every step with who, e-mail, time, address and user agent. */
export const envelopeEvents = pgTable(
  'envelope_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => envelopes.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => envelopeRecipients.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('envelope_events_envelope_idx').on(t.envelopeId, t.at)],
);
