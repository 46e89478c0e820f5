import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_REQUEST_STATUSES } from '@threshold/domain/documents/document-enums';
import { users } from '../../platform/auth/auth.schema';
import { inList, createdAt, updatedAt } from '../../platform/db/columns';
import { recordVersion } from '../../platform/db/record-version';
import { organizations } from '../organizations/organizations.schema';
import { documents } from './documents.schema';

/**
 * One request to one approver to approve one version of a document (ADR 0165): pending until the
 * approver approves or returns it (once), or the sender or a new version cancels it.
 */
export const documentApprovals = pgTable(
  'document_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The version number the approver is asked about (documents.current_version when asked). */
    documentVersion: integer('document_version').notNull(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id),
    approverId: text('approver_id')
      .notNull()
      .references(() => users.id),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    /** The approver's comment (required when returned). */
    comment: text('comment'),
    /** Why a cancelled request was cancelled: 'sender' or 'new_version'. */
    cancelReason: text('cancel_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('document_approvals_status_check', sql`${t.status} in (${inList(APPROVAL_REQUEST_STATUSES)})`),
    check(
      'document_approvals_return_comment_check',
      sql`${t.status} <> 'returned' or coalesce(length(${t.comment}), 0) > 0`,
    ),
    index('document_approvals_document_idx').on(t.documentId, t.createdAt),
    index('document_approvals_approver_pending_idx')
      .on(t.approverId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('document_approvals_one_pending_uq')
      .on(t.documentId, t.approverId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
