import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_SOURCES, DOCUMENT_TYPES } from '@threshold/domain/documents/document-enums';
import { users } from '../../platform/auth/auth.schema';
import { recordVersion } from '../../platform/db/record-version';
import { inList, createdAt, updatedAt } from '../../platform/db/columns';
import { organizations } from '../organizations/organizations.schema';
import { transactions } from '../transactions/transactions.schema';
import { transactionChecklistItems } from '../transactions/transaction-work.schema';
import { listings } from '../listings/listings.schema';
import { contacts } from '../contacts/contacts.schema';

/**
 * A document: attached to a deal, a listing, a contact (ADR 0166), or its owner's own space (none set), with one or
 * more versions (document_versions). Deleting is soft: `deleted_at` until a broker restores it (ADR 0113).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The uploader; for a document in the own space, the only one who sees it. */
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    folder: text('folder'),
    name: text('name').notNull(),
    documentType: text('document_type').notNull().default('other'),
    sharedWithClients: boolean('shared_with_clients').notNull().default(false),
    checklistItemId: uuid('checklist_item_id').references(() => transactionChecklistItems.id, {
      onDelete: 'set null',
    }),
    /** The newest version's number (document_versions.number). */
    currentVersion: integer('current_version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('documents_type_check', sql`${t.documentType} in (${inList(DOCUMENT_TYPES)})`),
    check(
      'documents_one_parent_check',
      sql`num_nonnulls(${t.transactionId}, ${t.listingId}, ${t.contactId}) <= 1`,
    ),
    check('documents_folder_on_deal_check', sql`${t.folder} is null or ${t.transactionId} is not null`),
    index('documents_transaction_idx').on(t.transactionId, t.createdAt, t.id),
    index('documents_listing_idx').on(t.listingId),
    index('documents_contact_idx').on(t.contactId, t.createdAt, t.id),
    index('documents_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('documents_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('documents_checklist_item_idx').on(t.checklistItemId),
  ],
);

/** One stored file of a document; never changed, never deleted while the document lives. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The key in platform/storage; never shown to clients. */
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    sha256: text('sha256').notNull(),
    source: text('source').notNull().default('upload'),
    originalFilename: text('original_filename').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_versions_number_uq').on(t.documentId, t.number),
    check('document_versions_source_check', sql`${t.source} in (${inList(DOCUMENT_SOURCES)})`),
  ],
);
