import { z } from 'zod';
import { Text, Uuid, UserId } from '../transactions/transaction-common.contract';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_REQUEST_STATUSES,
  APPROVERS_PER_REQUEST_MAX,
  DOCUMENT_APPROVAL_STATES,
} from './document-enums';

const Person = z.object({ id: z.string(), name: z.string() });

export const DocumentApprovalParams = z.strictObject({
  id: Uuid('document'),
  approvalId: Uuid('approval'),
});
export type DocumentApprovalParams = z.infer<typeof DocumentApprovalParams>;

/** One approval request of a document (ADR 0165). */
export const DocumentApprovalDto = z.object({
  id: z.string(),
  document_id: z.string(),
  document_version: z.int(),
  status: z.enum(APPROVAL_REQUEST_STATUSES),
  requested_by: Person,
  approver: Person,
  message: z.string().nullable(),
  comment: z.string().nullable(),
  cancel_reason: z.enum(['sender', 'new_version']).nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type DocumentApprovalDto = z.infer<typeof DocumentApprovalDto>;

/** GET /api/documents/:id/approvals: every request, newest first, the current state, and what the caller may do. */
export const DocumentApprovalsDto = z.object({
  state: z.enum(DOCUMENT_APPROVAL_STATES),
  items: z.array(DocumentApprovalDto),
  can_request: z.boolean(),
});
export type DocumentApprovalsDto = z.infer<typeof DocumentApprovalsDto>;

/** GET /api/documents/:id/approvers: who may be asked (canApproveDocuments, in the organization, sees the document). */
export const ApproverCandidatesDto = z.object({
  items: z.array(Person.extend({ role: z.string() })),
});
export type ApproverCandidatesDto = z.infer<typeof ApproverCandidatesDto>;

export const RequestApprovalInput = z.strictObject({
  approver_ids: z
    .array(UserId)
    .min(1, 'Pick at least one approver')
    .max(APPROVERS_PER_REQUEST_MAX, `At most ${APPROVERS_PER_REQUEST_MAX} approvers`),
  message: Text(APPROVAL_COMMENT_MAX).optional(),
});
export type RequestApprovalInput = z.infer<typeof RequestApprovalInput>;

/** Approve (comment optional) or return (comment required). */
export const DecideApprovalInput = z
  .strictObject({
    decision: z.enum(['approve', 'return']),
    comment: Text(APPROVAL_COMMENT_MAX).optional(),
  })
  .refine((d) => d.decision === 'approve' || (d.comment ?? '').length > 0, {
    message: 'Say why you return it',
    path: ['comment'],
  });
export type DecideApprovalInput = z.infer<typeof DecideApprovalInput>;
