import {
  findTransition,
  nextStatuses,
  type TransactionStatus,
} from '@threshold/domain/transactions/transaction-status';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { CommissionPlanInput } from '@threshold/domain/transactions/transaction-common.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { DbOrTx } from '../../../platform/db/client';
import { accessFor, mayAssignStaff, mayRelaxChecklist, type DealAccess } from './transaction-access';
import { countPendingForTransaction } from '../approvals/transaction-approvals.repository';
import { checklistProgress } from '../checklist/transaction-checklist.repository';
import { findNames } from './transaction-people.repository';
import { getTransactionRow } from './transactions.repository';
import { toDetailDto } from './transactions.dto';
import { notFound } from '../../../platform/http/errors';
import { isOpenStatus } from '@threshold/domain/transactions/transaction-status';

/** Statuses the caller may move the deal to (reopening needs broker authority). */
export function allowedTransitions(access: DealAccess): TransactionStatus[] {
  if (!access.canEdit) return [];
  const from = access.row.status as TransactionStatus;
  return nextStatuses(from).filter((to) => !findTransition(from, to)!.brokerOnly || access.brokerAuthority);
}

/** Ended deals are locked: only a broker changes them (or re-opens them first). */
export function isLockedFor(access: DealAccess): boolean {
  return !isOpenStatus(access.row.status as TransactionStatus) && !access.brokerAuthority;
}

/** The deal page DTO, assembled for this caller. */
export async function buildDetail(db: DbOrTx, access: DealAccess): Promise<TransactionDetailDto> {
  const row = access.row;
  const progress = await checklistProgress(db, row.id);
  const pending = access.clientView ? 0 : await countPendingForTransaction(db, row.id);
  const plan = row.commission as CommissionPlanInput | null;
  const names =
    access.canSeeFinancials && plan
      ? await findNames(
          db,
          plan.agents.map((a) => a.user_id),
        )
      : new Map();
  return toDetailDto(
    row,
    access.canSeeFinancials,
    {
      checklist: {
        total: progress.total,
        required: progress.required,
        required_approved: progress.requiredApproved,
        pending: progress.pending,
        submitted: progress.submitted,
        returned: progress.returned,
        approved: progress.approved,
      },
      pending_approvals: pending,
      access: {
        can_edit: access.canEdit && !isLockedFor(access),
        edits_need_approval: access.editsNeedApproval,
        can_review_checklist: access.canReview,
        can_reassign: access.canEdit && access.brokerAuthority,
        can_assign_staff: mayAssignStaff(access),
        can_relax_checklist: mayRelaxChecklist(access),
        can_see_financials: access.canSeeFinancials,
        can_edit_financials: access.canEdit && access.canSeeFinancials && !access.editsNeedApproval,
        can_see_notes: access.canSeeNotes,
        read_only: access.clientView || !access.canEdit,
        allowed_transitions: allowedTransitions(access),
      },
    },
    names,
  );
}

/** Re-reads the deal (after a write) and builds the DTO for the caller. */
export async function reloadDetail(db: DbOrTx, actor: Actor, id: string): Promise<TransactionDetailDto> {
  const row = await getTransactionRow(db, id, { visibleTo: actor });
  if (!row) throw notFound('Transaction');
  return buildDetail(db, accessFor(actor, row));
}
