import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';
import { createdAt } from '../../platform/db/columns';
import { documents } from '../documents/documents.schema';
import { leases } from './rentals.schema';

/**
 * Documents attached to a lease (the signed lease, addenda, move-in inspection): a link to a row of
 * the documents module, which keeps the file, its versions and soft delete. Whoever may read the
 * lease (staff in scope, its renters, the property's landlords) may read them through it (ADR 0171).
 */
export const leaseDocuments = pgTable(
  'lease_documents',
  {
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    attachedBy: text('attached_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.leaseId, t.documentId] }),
    index('lease_documents_document_idx').on(t.documentId),
  ],
);
