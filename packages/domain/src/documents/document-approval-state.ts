import type { ApprovalRequestStatus, DocumentApprovalState } from './document-enums';

/**
 * The document's approval on its current version (ADR 0165), from the latest non-cancelled request
 * of each approver on that version: any returned → returned; else any pending → pending; else
 * approved when there is at least one; none without requests. Asking an approver again supersedes
 * their earlier decision.
 */
export function combineApprovalState(
  latestPerApprover: readonly ApprovalRequestStatus[],
): DocumentApprovalState {
  const live = latestPerApprover.filter((s) => s !== 'cancelled');
  if (live.includes('returned')) return 'returned';
  if (live.includes('pending')) return 'pending';
  return live.length > 0 ? 'approved' : 'none';
}
