import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateTransactionOutput,
  type CreateTransactionInput,
} from '@threshold/domain/transactions/create-transaction.contract';
import { api } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTransactionInput) =>
      api.post('/api/transactions', input, { schema: CreateTransactionOutput }),
    onSuccess: (deal) => {
      queryClient.setQueryData(transactionKeys.detail(deal.id), deal);
      return queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'transactions' && q.queryKey[1] !== 'detail',
      });
    },
  });
}
