import type { DocumentApprovalDto } from '@threshold/domain/documents/document-approval.contract';
import type { ApprovalRequestStatus } from '@threshold/domain/documents/document-enums';
import type { ApprovalRow } from './document-approvals.repository';

export function toApprovalDto(row: ApprovalRow): DocumentApprovalDto {
  const a = row.approval;
  return {
    id: a.id,
    document_id: a.documentId,
    document_version: a.documentVersion,
    status: a.status as ApprovalRequestStatus,
    requested_by: { id: a.requestedBy, name: row.requesterName },
    approver: { id: a.approverId, name: row.approverName },
    message: a.message,
    comment: a.comment,
    cancel_reason: a.cancelReason as DocumentApprovalDto['cancel_reason'],
    created_at: a.createdAt.toISOString(),
    decided_at: a.decidedAt?.toISOString() ?? null,
  };
}
