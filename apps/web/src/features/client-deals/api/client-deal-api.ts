import { useQuery } from '@tanstack/react-query';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { KeyDateDto } from '@threshold/domain/transactions/key-dates.contract';
import type { ParticipantDto } from '@threshold/domain/transactions/list-participants.contract';
import { api } from '@/lib/api-client';

/*
 * The client's deal page reads the deal's own routes (the server gives clients the client view:
 * read-only, no figures, no notes); each part is its own query so each loads and fails on its own.
 */
const key = (id: string, part: string) => ['client-deal', id, part] as const;

export function useClientDeal(id: string) {
  return useQuery({
    queryKey: key(id, 'detail'),
    queryFn: ({ signal }) => api.get<TransactionDetailDto>(`/api/transactions/${id}`, { signal }),
    retry: false,
  });
}

export function useClientDealDates(id: string) {
  return useQuery({
    queryKey: key(id, 'dates'),
    queryFn: ({ signal }) => api.get<{ items: KeyDateDto[] }>(`/api/transactions/${id}/dates`, { signal }),
  });
}

export function useClientDealPeople(id: string) {
  return useQuery({
    queryKey: key(id, 'people'),
    queryFn: ({ signal }) =>
      api.get<{ items: ParticipantDto[] }>(`/api/transactions/${id}/participants`, { signal }),
  });
}
