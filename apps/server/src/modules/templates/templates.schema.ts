import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '@threshold/domain/documents/document-enums';
import type { TemplateField } from '@threshold/domain/templates/template.contract';
import { TRANSACTION_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { users } from '../../platform/auth/auth.schema';
import { recordVersion } from '../../platform/db/record-version';
import { inList, createdAt, updatedAt } from '../../platform/db/columns';
import { organizations } from '../organizations/organizations.schema';

/** An organization's document template: a PDF, its page sizes, and the fields placed on it (ADR 0115). */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull().default('other'),
    /** A transaction type, or null for every type. */
    dealType: text('deal_type'),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Page sizes in PDF points, in page order. */
    pages: jsonb('pages').$type<{ width: number; height: number }[]>().notNull(),
    fields: jsonb('fields')
      .$type<TemplateField[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('document_templates_category_check', sql`${t.category} in (${inList(DOCUMENT_TYPES)})`),
    check(
      'document_templates_deal_type_check',
      sql`${t.dealType} is null or ${t.dealType} in (${inList(TRANSACTION_TYPES)})`,
    ),
    index('document_templates_org_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);
