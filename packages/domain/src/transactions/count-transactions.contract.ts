import { z } from 'zod';
import { TransactionStatusSchema } from './transaction-common.contract';
import { CLOSING_RANGE_ISSUE, closingRangeOk, TransactionFilters } from './list-transactions.contract';

/** Deals per status for the pipeline board, with the list's filters (status excluded). */
export const CountTransactionsQuery = TransactionFilters.omit({ status: true })
  .strict()
  .refine(closingRangeOk, CLOSING_RANGE_ISSUE);
export type CountTransactionsQuery = z.infer<typeof CountTransactionsQuery>;

export const TransactionCounts = z.object({
  counts: z.record(TransactionStatusSchema, z.number().int()),
  total: z.number().int(),
});
export type TransactionCounts = z.infer<typeof TransactionCounts>;
