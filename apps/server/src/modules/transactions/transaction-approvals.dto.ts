import type { ApprovalDto } from '@threshold/domain/transactions/approvals.contract';
import type { ChangeRequestRow } from './transaction-approvals.repository';

export function toApprovalDto(row: ChangeRequestRow): ApprovalDto {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    transaction_title: row.transactionTitle,
    kind: row.kind as ApprovalDto['kind'],
    summary: row.summary,
    payload: row.payload,
    status: row.status as ApprovalDto['status'],
    requested_by: {
      id: row.requestedBy,
      first_name: row.requesterFirstName,
      last_name: row.requesterLastName,
    },
    requested_at: row.createdAt.toISOString(),
    decided_by: row.decidedBy
      ? { id: row.decidedBy, first_name: row.deciderFirstName, last_name: row.deciderLastName }
      : null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
    failure_reason: row.failureReason,
  };
}
