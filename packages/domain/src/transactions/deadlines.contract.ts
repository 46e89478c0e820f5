import { z } from 'zod';
import { Cursor, PersonRef, TransactionStatusSchema } from './transaction-common.contract';

/**
 * Upcoming and overdue deadlines: open key dates that are deadlines (is_deadline; event dates such
 * as contract acceptance never appear) and open tasks, of open deals, due on or before
 * today + window_days (overdue ones first, as they sort earliest). Per deal:
 * GET /api/transactions/:id/deadlines; across the caller's deals: GET /api/transactions/deadlines.
 */
export const DeadlinesQuery = z
  .object({
    window_days: z.coerce.number().int().min(0).max(365).default(14),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: Cursor.optional(),
    /** Across deals: only deals I own (default: every deal in my scope). */
    mine: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();
export type DeadlinesQuery = z.infer<typeof DeadlinesQuery>;

export const DeadlineDto = z.object({
  source: z.enum(['date', 'task']),
  id: z.uuid(),
  transaction: z.object({ id: z.uuid(), title: z.string(), status: TransactionStatusSchema }),
  /** The key date's key; for a task, the date it is linked to (if any). */
  key: z.string().nullable(),
  title: z.string(),
  date: z.string(),
  state: z.enum(['overdue', 'due_today', 'upcoming']),
  days_left: z.number().int(),
  assignee: PersonRef.nullable(),
});
export type DeadlineDto = z.infer<typeof DeadlineDto>;
export const DeadlinePage = z.object({
  today: z.string(),
  items: z.array(DeadlineDto),
  nextCursor: z.string().nullable(),
});
