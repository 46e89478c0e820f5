import { z } from 'zod';
import {
  CLOSING_RANGE_ISSUE,
  closingRangeOk,
  TRANSACTION_SORTS,
  TransactionFilters,
} from './list-transactions.contract';

/**
 * GET /api/transactions/export answers text/csv (not JSON) with the list's filters and sort, scoped
 * like the list. At most EXPORT_MAX_ROWS rows; `X-Row-Count` gives the rows sent and `X-Truncated: true` says when it was cut.
 * Commission columns are present only for callers who can see figures, and filled only on the rows
 * whose figures they may see.
 */
export const EXPORT_MAX_ROWS = 10_000;
export const ExportTransactionsQuery = TransactionFilters.extend({
  sort: z.enum(TRANSACTION_SORTS).default('-updated_at'),
})
  .strict()
  .refine(closingRangeOk, CLOSING_RANGE_ISSUE);
export type ExportTransactionsQuery = z.infer<typeof ExportTransactionsQuery>;
