import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  KeyDateList,
  KeyDatesChangeOutput,
  type UpdateKeyDateInput,
} from '@threshold/domain/transactions/keyDates.contract';
import { DeadlinePage } from '@threshold/domain/transactions/deadlines.contract';
import { api } from '@/lib/api-client';
import { dealPath, useInvalidateDeal } from './deal-api';
import { transactionKeys } from './transaction-keys';

export function useKeyDates(id: string) {
  return useQuery({
    queryKey: transactionKeys.part(id, 'dates'),
    queryFn: ({ signal }) => api.get(`${dealPath(id)}/dates`, { schema: KeyDateList, signal }),
  });
}

export function useDealDeadlines(id: string, windowDays = 14) {
  return useQuery({
    queryKey: transactionKeys.part(id, `deadlines-${windowDays}`),
    queryFn: ({ signal }) =>
      api.get(`${dealPath(id)}/deadlines`, {
        query: { window_days: windowDays },
        schema: DeadlinePage,
        signal,
      }),
  });
}

/** PATCH one key date; the answer lists every date and what moved (shown to the user). */
export function useUpdateKeyDate(id: string) {
  const invalidate = useInvalidateDeal(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: string; input: UpdateKeyDateInput }) =>
      api.patch(`${dealPath(id)}/dates/${key}`, input, { schema: KeyDatesChangeOutput }),
    onSuccess: (result) => {
      // Show the new dates at once; the refetch that follows confirms them.
      if (result.outcome === 'applied')
        queryClient.setQueryData(transactionKeys.part(id, 'dates'), { items: result.dates });
      return invalidate();
    },
  });
}
