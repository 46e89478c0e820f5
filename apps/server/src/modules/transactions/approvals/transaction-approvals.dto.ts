import type { ApprovalDto } from '@threshold/domain/transactions/approvals.contract';
import type { Actor } from '../../../platform/authz/actor';
import { canSeeFinancials, FINANCIAL_FIELDS } from '../deals/transaction-access';
import type { ChangeRequestRow } from './transaction-approvals.repository';

/**
 * A queued change as `actor` may see it: a stored change can hold commission figures, which only
 * those who may see the deal's figures get (canSeeFinancials); for anyone else they are left out.
 */
export function toApprovalDto(row: ChangeRequestRow, actor: Actor): ApprovalDto {
  const figures = canSeeFinancials(actor, {
    ownerId: row.transactionOwnerId,
    organizationId: row.organizationId,
  });
  const payload = figures
    ? row.payload
    : Object.fromEntries(Object.entries(row.payload).filter(([k]) => !FINANCIAL_FIELDS.has(k)));
  return {
    id: row.id,
    transaction_id: row.transactionId,
    transaction_title: row.transactionTitle,
    kind: row.kind as ApprovalDto['kind'],
    summary: row.summary,
    payload,
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
