import type { ChangeKind } from '@threshold/domain/transactions/approvals.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { getChangeRequest, insertChangeRequest } from './transaction-approvals.repository';
import { toApprovalDto } from './transaction-approvals.dto';
import { auditDeal } from '../deals/transaction-audit';
import { findSupervisorIds } from '../../organizations/organization-people.repository';
import type { DealAccess } from '../deals/transaction-access';

/**
 * Stores a change drafted by a role with needsSupervisorApproval instead of applying it. The payload
 * is the already-validated input; it is validated again when applied. Without any supervisor there
 * is nobody to approve, so the change is refused rather than left waiting forever.
 */
export async function queueChange(
  db: Db,
  actor: Actor,
  access: DealAccess,
  change: { kind: ChangeKind; payload: Record<string, unknown>; summary: string },
  requestId?: string | null,
) {
  const supervisors = await findSupervisorIds(db, actor.userId);
  if (supervisors.length === 0) {
    throw new AppError(
      'CONFLICT',
      'Your changes need a supervisor’s approval, and you have no supervisor. Ask your broker to set one.',
    );
  }
  const deal = { id: access.row.id, organizationId: access.row.organizationId };
  const id = await db.transaction(async (tx) => {
    const requestId_ = await insertChangeRequest(tx, {
      organizationId: deal.organizationId,
      transactionId: deal.id,
      requestedBy: actor.userId,
      kind: change.kind,
      payload: change.payload,
      summary: change.summary,
      createdAt: new Date(),
    });
    await auditDeal(tx, { actor, requestId }, deal, 'change.request', null, {
      change_request_id: requestId_,
      kind: change.kind,
      summary: change.summary,
    });
    return requestId_;
  });
  const row = await getChangeRequest(db, id);
  return { outcome: 'pending_approval' as const, approval: toApprovalDto(row!, actor) };
}
