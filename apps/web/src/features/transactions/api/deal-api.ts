import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import {
  StatusHistoryList,
  TransitionTransactionOutput,
  type TransitionTransactionInput,
} from '@threshold/domain/transactions/transition-transaction.contract';
import {
  UpdateTransactionOutput,
  type UpdateTransactionInput,
} from '@threshold/domain/transactions/update-transaction.contract';
import { api } from '@/lib/api-client';
import { useVersionedMutation } from '@/lib/versioned-mutation';
import { transactionKeys } from './transaction-keys';

export const dealPath = (id: string) => `/api/transactions/${encodeURIComponent(id)}`;

/** One deal. 404 (absent or out of scope) is an answer the page renders, not an error to retry. */
export function useTransaction(id: string, enabled = true) {
  return useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => api.get(dealPath(id), { schema: TransactionDetailDto, signal }),
    enabled,
  });
}

/** Refreshes the deal, its parts and every list after a change. */
export function useInvalidateDeal(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: transactionKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: transactionKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: [...transactionKeys.all, 'counts'] }),
      queryClient.invalidateQueries({ queryKey: [...transactionKeys.all, 'deadlines'] }),
      // A new agent or team changes the filter choices' counts.
      queryClient.invalidateQueries({ queryKey: transactionKeys.facets() }),
    ]);
}

type DealOutcome =
  { outcome: 'applied'; transaction: TransactionDetailDto } | { outcome: 'pending_approval' };

/**
 * The options every versioned write of a deal shares (issue 19): it is based on `deal.version`, a 409
 * carries the deal now, and a save or "discard mine" puts the deal into the cache (with its version).
 */
function useVersionedDealWrite(deal: TransactionDetailDto) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDeal(deal.id);
  const putDeal = (next: TransactionDetailDto) => {
    queryClient.setQueryData(transactionKeys.detail(deal.id), next);
    return invalidate();
  };
  return {
    version: deal.version,
    recordSchema: TransactionDetailDto,
    versionOf: (output: DealOutcome) =>
      output.outcome === 'applied' ? output.transaction.version : undefined,
    onSaved: (output: DealOutcome) =>
      output.outcome === 'applied' ? putDeal(output.transaction) : invalidate(),
    onDiscard: putDeal,
  };
}

/**
 * Field edits of a deal, conditional on the version `deal` was opened with (issue 19): a 409 keeps
 * the input in `conflict`; saves and "discard mine" refresh the cached deal (and its version).
 */
export function useVersionedDealEdit(deal: TransactionDetailDto) {
  return useVersionedMutation({
    ...useVersionedDealWrite(deal),
    send: (input: UpdateTransactionInput, headers) =>
      api.patch(dealPath(deal.id), input, { schema: UpdateTransactionOutput, headers }),
  });
}

/** What the transition dialog sends: the target status, and the reason and override when given. */
export type TransitionRequest = Partial<TransitionTransactionInput> & Pick<TransitionTransactionInput, 'to'>;

/**
 * A status change based on the deal as the user saw it (issue 19): `deal.version` when the dialog
 * opened goes as If-Match; a 409 keeps the request in `conflict` with the deal as it is now.
 */
export function useVersionedTransition(deal: TransactionDetailDto) {
  return useVersionedMutation({
    ...useVersionedDealWrite(deal),
    send: (input: TransitionRequest, headers) =>
      api.post(`${dealPath(deal.id)}/transition`, input, { schema: TransitionTransactionOutput, headers }),
  });
}

export function useStatusHistory(id: string) {
  return useQuery({
    queryKey: transactionKeys.part(id, 'status-history'),
    queryFn: ({ signal }) => api.get(`${dealPath(id)}/status-history`, { schema: StatusHistoryList, signal }),
  });
}
