import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { KeyDateDto } from '@threshold/domain/transactions/key-dates.contract';
import type { ParticipantDto } from '@threshold/domain/transactions/list-participants.contract';
import type { TaskDto } from '@threshold/domain/transactions/tasks.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';

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

/** The deal's tasks the server shows a client: only those assigned to them (their to-dos). */
export function useClientDealTasks(id: string) {
  return useQuery({
    queryKey: key(id, 'tasks'),
    queryFn: ({ signal }) => api.get<{ items: TaskDto[] }>(`/api/transactions/${id}/tasks`, { signal }),
  });
}

/** Ticks off (or re-opens) one of my tasks, sent with the version it was shown at (If-Match). */
export function useSetTaskCompletion(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: { id: string; version: number; completed: boolean }) =>
      api.put<TaskDto>(
        `/api/transactions/${dealId}/tasks/${task.id}/completion`,
        { completed: task.completed },
        { headers: versionHeaders(task.version) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(dealId, 'tasks') }),
  });
}

/** The deal's documents the server shows a client: those shared with clients (first 10, newest). */
export function useClientDealDocuments(id: string) {
  return useQuery({
    queryKey: key(id, 'documents'),
    queryFn: ({ signal }) =>
      api.get<{ items: DocumentDto[]; nextCursor: string | null }>('/api/documents', {
        query: { transaction_id: id, limit: 10 },
        signal,
      }),
  });
}
