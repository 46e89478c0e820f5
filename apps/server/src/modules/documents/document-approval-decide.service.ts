import type { DecideApprovalInput } from '@threshold/domain/documents/document-approval.contract';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { recordDealChange } from '../transactions/deals/transaction-realtime';
import { auditDeal } from '../transactions/deals/transaction-audit';
import { touchTransaction } from '../transactions/deals/transactions.repository';
import { toChecklistItemDto } from '../transactions/checklist/transaction-checklist.dto';
import {
  getChecklistRow,
  updateChecklistRow,
} from '../transactions/checklist/transaction-checklist.repository';
import { closePendingApproval, findApproval } from './document-approvals.repository';
import { listApprovals } from './document-approvals.service';
import { loadDocument } from './documents.service';

/**
 * The approver approves (comment optional) or returns (comment required) their pending request,
 * once: a request that is no longer pending is a 409. Someone else's request, or a document the
 * approver can no longer see, is a 404 (ADR 0165).
 */
export async function decideApproval(
  db: Db,
  actor: Actor,
  id: string,
  approvalId: string,
  input: DecideApprovalInput,
  requestId?: string,
) {
  const returnedItemOn = await db.transaction(async (tx) => {
    const row = await loadDocument(tx, actor, id, { forUpdate: true });
    const approval = await findApproval(tx, id, approvalId);
    if (
      !approval ||
      approval.approval.approverId !== actor.userId ||
      !actor.permissions.has('approve:documents')
    )
      throw notFound('Approval request');
    const status = input.decision === 'approve' ? 'approved' : 'returned';
    const closed = await closePendingApproval(tx, approvalId, {
      status,
      comment: input.comment || null,
      cancelReason: null,
    });
    if (!closed)
      throw new AppError('CONFLICT', `This request is already ${approval.approval.status}`, {
        status: approval.approval.status,
      });
    await writeAudit(tx, {
      organizationId: row.document.organizationId,
      actorUserId: actor.userId,
      action: input.decision === 'approve' ? 'document.approve' : 'document.return',
      entityType: 'document',
      entityId: id,
      after: {
        approval_id: approvalId,
        version: approval.approval.documentVersion,
        comment: input.comment || null,
      },
      requestId,
    });
    const { transactionId, checklistItemId } = row.document;
    if (status === 'returned' && transactionId && checklistItemId)
      return returnLinkedItem(
        tx,
        actor,
        { id: transactionId, organizationId: row.document.organizationId! },
        checklistItemId,
        input.comment!,
        requestId,
      );
    return null;
  });
  if (returnedItemOn)
    await recordDealChange(db, 'update', returnedItemOn, { checklist: 'checklist.return' });
  return listApprovals(db, actor, id);
}

/**
 * A returned document cannot stay behind a submitted or approved checklist item (ADR 0165): the item
 * linked to it is returned too, with the approver's comment, recorded on the deal like any return.
 * Answers the deal id when an item was returned.
 */
async function returnLinkedItem(
  tx: DbOrTx,
  actor: Actor,
  deal: { id: string; organizationId: string },
  itemId: string,
  comment: string,
  requestId: string | undefined,
) {
  const before = await getChecklistRow(tx, deal.id, itemId);
  if (!before || (before.status !== 'submitted' && before.status !== 'approved')) return null;
  await updateChecklistRow(tx, itemId, {
    status: 'returned',
    reviewedBy: actor.userId,
    reviewedAt: new Date(),
    note: `Document returned: ${comment}`,
  });
  await touchTransaction(tx, deal.id);
  const after = await getChecklistRow(tx, deal.id, itemId);
  await auditDeal(
    tx,
    { actor, requestId },
    deal,
    'checklist.return',
    { item: toChecklistItemDto(before) },
    after ? { item: toChecklistItemDto(after) } : null,
  );
  return deal.id;
}
