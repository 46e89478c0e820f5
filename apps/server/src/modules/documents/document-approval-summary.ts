import { combineApprovalState } from '@threshold/domain/documents/document-approval-state';
import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import type { ApprovalRequestStatus } from '@threshold/domain/documents/document-enums';
import type { DbOrTx } from '../../platform/db/client';
import { findCurrentRequests } from './document-approvals.repository';

export type ApprovalSummary = Pick<DocumentDto, 'approval_state' | 'waiting'>;

export const NO_APPROVAL: ApprovalSummary = { approval_state: 'none', waiting: [] };

/**
 * Each document's approval state on its current version and what it waits for from `userId`
 * (ADR 0165/0166), in one query for a page of documents.
 */
export async function approvalSummaries(db: DbOrTx, userId: string, documentIds: string[]) {
  const requests = await findCurrentRequests(db, documentIds);
  const latest = new Map<string, Map<string, ApprovalRequestStatus>>();
  const waitingSince = new Map<string, Date>();
  for (const r of requests) {
    const perApprover = latest.get(r.documentId) ?? new Map<string, ApprovalRequestStatus>();
    // Newest first: the first request seen per approver is their latest.
    if (!perApprover.has(r.approverId)) perApprover.set(r.approverId, r.status);
    latest.set(r.documentId, perApprover);
    if (r.approverId === userId && r.status === 'pending') waitingSince.set(r.documentId, r.createdAt);
  }
  const summaries = new Map<string, ApprovalSummary>();
  for (const id of documentIds) {
    const since = waitingSince.get(id);
    summaries.set(id, {
      approval_state: combineApprovalState([...(latest.get(id)?.values() ?? [])]),
      waiting: since ? [{ reason: 'approval', since: since.toISOString() }] : [],
    });
  }
  return summaries;
}
