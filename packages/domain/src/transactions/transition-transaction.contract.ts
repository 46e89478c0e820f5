import { z } from 'zod';
import { mutationOutcome } from './approvals.contract';
import { PersonRef, Text, TransactionStatusSchema } from './transaction-common.contract';
import { TransactionDetailDto } from './get-transaction.contract';
import { FallThroughReasonSchema } from './fall-through-reason';

/**
 * POST /api/transactions/:id/transition. Only the transitions in transaction-status.ts are allowed.
 * Closing needs every required checklist item approved; a broker may close anyway with
 * `override: true` and a reason. Refusals: 409 CONFLICT with `fields.to` or `fields.checklist`.
 * Moving to cancelled or withdrawn needs `fall_through_reason` (400 with `fields.fall_through_reason`).
 */
export const TransitionTransactionInput = z.strictObject({
  to: TransactionStatusSchema,
  reason: Text(1000).optional(),
  fall_through_reason: FallThroughReasonSchema.optional(),
  override: z.boolean().default(false),
});
export type TransitionTransactionInput = z.infer<typeof TransitionTransactionInput>;

export const StatusChangeDto = z.object({
  id: z.uuid(),
  from_status: TransactionStatusSchema.nullable(),
  to_status: TransactionStatusSchema,
  reason: z.string().nullable(),
  override: z.boolean(),
  changed_by: PersonRef.nullable(),
  changed_at: z.string(),
});
export type StatusChangeDto = z.infer<typeof StatusChangeDto>;
export const StatusHistoryList = z.object({ items: z.array(StatusChangeDto) });

export const TransitionTransactionOutput = mutationOutcome({
  transaction: TransactionDetailDto,
  change: StatusChangeDto,
});
export type TransitionTransactionOutput = z.infer<typeof TransitionTransactionOutput>;
