import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { TransactionCounts } from '@threshold/domain/transactions/count-transactions.contract';
import { TransactionFacetsDto } from '@threshold/domain/transactions/get-transaction-facets.contract';
import { TransactionPage } from '@threshold/domain/transactions/list-transactions.contract';
import { api } from '@/lib/api-client';
import type { ApiQuery } from '../model/list-state';
import { transactionKeys } from './transaction-keys';

/** Deals page by page (keyset cursor); the table asks for the next page as the user scrolls. */
export function useTransactionPages(query: ApiQuery, limit = 100, enabled = true) {
  return useInfiniteQuery({
    queryKey: transactionKeys.list(query, limit),
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/transactions', {
        query: { ...query, limit, cursor: pageParam },
        schema: TransactionPage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Rows of the previous filters stay on screen (marked as updating) until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Deals per status under the current filters (status excluded): board columns and the row total. */
export function useTransactionCounts(query: ApiQuery) {
  return useQuery({
    queryKey: transactionKeys.counts(query),
    queryFn: ({ signal }) =>
      api.get('/api/transactions/counts', { query, schema: TransactionCounts, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every agent and team of the deals in the caller's scope, with their deal counts (filter choices). */
export function useTransactionFacets() {
  return useQuery({
    queryKey: transactionKeys.facets(),
    queryFn: ({ signal }) => api.get('/api/transactions/facets', { schema: TransactionFacetsDto, signal }),
    staleTime: 5 * 60_000,
  });
}
