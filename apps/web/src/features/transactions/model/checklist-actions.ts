import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { ChecklistItemDto } from '@threshold/domain/transactions/list-checklist.contract';

/** submit/resubmit: the agent; approve/return/reopen: a reviewer (approve:documents). */
export type ChecklistAction = 'submit' | 'resubmit' | 'approve' | 'return' | 'reopen';

/**
 * The actions a viewer may take on a checklist item, from its status and the deal's access block
 * (the server re-checks every one). Clients and other read-only viewers get none.
 */
export function checklistActions(
  item: Pick<ChecklistItemDto, 'status'>,
  access: Pick<TransactionDetailDto['access'], 'read_only' | 'can_edit' | 'can_review_checklist'>,
): ChecklistAction[] {
  const actions: ChecklistAction[] = [];
  if (access.read_only) return actions;
  if (access.can_edit && item.status === 'pending') actions.push('submit');
  if (access.can_edit && item.status === 'returned') actions.push('resubmit');
  if (access.can_review_checklist && item.status === 'submitted') actions.push('approve', 'return');
  if (access.can_review_checklist && item.status === 'approved') actions.push('reopen');
  return actions;
}
