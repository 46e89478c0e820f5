import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  KeyDateDto,
  KeyDateList,
  KeyDatesChangeOutput,
  type UpdateKeyDateInput,
} from '@threshold/domain/transactions/key-dates.contract';
import { DeadlinePage } from '@threshold/domain/transactions/deadlines.contract';
import { api } from '@/lib/api-client';
import { useVersionedMutation } from '@/lib/versioned-mutation';
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

/**
 * PATCH one key date, conditional on the version the dialog was opened with (issue 19; a 409 keeps
 * the input in `conflict`). The answer lists every date and what moved (shown to the user).
 */
export function useVersionedKeyDateEdit(id: string, date: KeyDateDto) {
  const invalidate = useInvalidateDeal(id);
  const queryClient = useQueryClient();
  return useVersionedMutation({
    version: date.version,
    recordSchema: KeyDateDto,
    send: (input: UpdateKeyDateInput, headers) =>
      api.patch(`${dealPath(id)}/dates/${date.key}`, input, { schema: KeyDatesChangeOutput, headers }),
    versionOf: (output) =>
      output.outcome === 'applied' ? output.dates.find((d) => d.key === date.key)?.version : undefined,
    onSaved: (result) => {
      // Show the new dates at once; the refetch that follows confirms them.
      if (result.outcome === 'applied')
        queryClient.setQueryData(transactionKeys.part(id, 'dates'), { items: result.dates });
      return invalidate();
    },
    onDiscard: () => invalidate(),
  });
}
