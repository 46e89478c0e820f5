import type { ChecklistItemDto } from '@threshold/domain/transactions/list-checklist.contract';
import type { ChecklistRow } from './transaction-checklist.repository';

/** The client view hides the note (reviewer comments are brokerage-internal). */
export function toChecklistItemDto(row: ChecklistRow, clientView = false): ChecklistItemDto {
  return {
    id: row.id,
    version: row.version,
    transaction_id: row.transactionId,
    template_key: row.templateKey,
    title: row.title,
    description: row.description,
    required: row.required,
    requires_document: row.requiresDocument,
    position: row.position,
    due_date: row.dueDate,
    status: row.status as ChecklistItemDto['status'],
    document_id: row.documentId,
    document_name: row.documentName,
    note: clientView ? null : row.note,
    submitted_by: row.submittedBy
      ? { id: row.submittedBy, first_name: row.submitterFirstName, last_name: row.submitterLastName }
      : null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    reviewed_by: row.reviewedBy
      ? { id: row.reviewedBy, first_name: row.reviewerFirstName, last_name: row.reviewerLastName }
      : null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    submission_count: row.submissionCount,
    updated_at: row.updatedAt.toISOString(),
  };
}
