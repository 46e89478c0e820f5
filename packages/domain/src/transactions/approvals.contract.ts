import { z } from 'zod';
import { Cursor, PageLimit, PersonRef, Text, Uuid } from './transaction-common.contract';

/**
 * Supervisor approval queue. Roles with needsSupervisorApproval (transaction coordinator, assistants,
 * paralegals …) may change a deal, but the change is stored here and applied only when one of their
 * supervisors (supervisor_relationships) approves it. Endpoints that can be queued answer
 * `{ outcome: 'applied', … }` or `{ outcome: 'pending_approval', approval }`.
 */
export const CHANGE_KINDS = [
  'update',
  'transition',
  'set_date',
  'delete_date',
  'add_participant',
  'update_participant',
  'remove_participant',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const ApprovalDto = z.object({
  id: z.uuid(),
  transaction_id: z.uuid(),
  transaction_title: z.string(),
  kind: z.enum(CHANGE_KINDS),
  /** One line for the queue, e.g. "Status: active → under_contract". */
  summary: z.string(),
  /** The validated request body (and path keys) that will be applied. */
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(APPROVAL_STATUSES),
  requested_by: PersonRef,
  requested_at: z.string(),
  decided_by: PersonRef.nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  /** Set when approval was given but the change could no longer be applied (e.g. the deal moved on). */
  failure_reason: z.string().nullable(),
});
export type ApprovalDto = z.infer<typeof ApprovalDto>;

export const ApprovalIdParams = z.object({ approvalId: Uuid('approval') });

/** box=to_review: changes waiting for me as a supervisor (default). box=mine: what I drafted. */
export const ListApprovalsQuery = z
  .object({
    box: z.enum(['to_review', 'mine']).default('to_review'),
    status: z.enum(APPROVAL_STATUSES).default('pending'),
    limit: PageLimit,
    cursor: Cursor.optional(),
  })
  .strict();
export type ListApprovalsQuery = z.infer<typeof ListApprovalsQuery>;
export const ApprovalPage = z.object({ items: z.array(ApprovalDto), nextCursor: z.string().nullable() });

export const ApproveChangeInput = z.strictObject({ note: Text(2000).optional() });
export const RejectChangeInput = z.strictObject({
  note: Text(2000).pipe(z.string().min(1, 'Say why the change is rejected')),
});
export type RejectChangeInput = z.infer<typeof RejectChangeInput>;

export const PendingOutcome = z.object({ outcome: z.literal('pending_approval'), approval: ApprovalDto });

/** `{ outcome: 'applied', ...result } | { outcome: 'pending_approval', approval }` */
export function mutationOutcome<T extends z.ZodRawShape>(applied: T) {
  return z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('applied'), ...applied }),
    PendingOutcome,
  ]);
}
