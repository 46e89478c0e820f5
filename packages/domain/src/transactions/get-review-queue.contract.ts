import { z } from 'zod';
import { Cursor, PageLimit, PersonRef, TransactionStatusSchema } from './transaction-common.contract';
import { ChecklistItemDto } from './list-checklist.contract';

/**
 * GET /api/transactions/review-queue — every submitted checklist item the reviewer may review, across
 * the deals in their scope, oldest submission first (keyset on submitted_at, id).
 */
export const ReviewQueueQuery = z
  .object({
    limit: PageLimit,
    cursor: Cursor.optional(),
    transaction_id: z.uuid('Must be a transaction id').optional(),
  })
  .strict();
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;

export const ReviewQueueItemDto = ChecklistItemDto.extend({
  transaction: z.object({
    id: z.uuid(),
    title: z.string(),
    status: TransactionStatusSchema,
    owner: PersonRef,
  }),
});
export type ReviewQueueItemDto = z.infer<typeof ReviewQueueItemDto>;
export const ReviewQueuePage = z.object({
  items: z.array(ReviewQueueItemDto),
  nextCursor: z.string().nullable(),
});
