import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import type { WaitingEnvelopeDto } from '@threshold/domain/envelopes/envelope.contract';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { KeyDateDto } from '@threshold/domain/transactions/key-dates.contract';
import type { ParticipantDto } from '@threshold/domain/transactions/list-participants.contract';
import type { TaskDto } from '@threshold/domain/transactions/tasks.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
import type { SectionQuery } from '../lib/section-query';

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

/** One thing the client must do on the deal: sign (or approve) a document, or a task of theirs. */
export type ClientTodo =
  | { kind: 'signature'; id: string; envelope: WaitingEnvelopeDto }
  | { kind: 'task'; id: string; task: TaskDto };

/**
 * What the client must do on this deal: envelopes whose turn is theirs (signatures first), then the
 * tasks their agent assigned them (the server shows a client only those). Loads and fails as one.
 */
export function useClientDealTodos(id: string): SectionQuery<{ items: ClientTodo[] }> {
  return useQueries({
    queries: [
      {
        queryKey: key(id, 'signatures'),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get<{ items: WaitingEnvelopeDto[] }>('/api/envelopes/waiting-for-me', { signal }),
      },
      {
        queryKey: key(id, 'tasks'),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get<{ items: TaskDto[] }>(`/api/transactions/${id}/tasks`, { signal }),
      },
    ],
    combine: ([signatures, tasks]) => ({
      data:
        signatures.data && tasks.data
          ? {
              items: [
                ...signatures.data.items
                  .filter((e) => e.transaction_id === id)
                  .map((envelope) => ({ kind: 'signature' as const, id: envelope.recipient_id, envelope })),
                ...tasks.data.items.map((task) => ({ kind: 'task' as const, id: task.id, task })),
              ],
            }
          : undefined,
      isPending: signatures.isPending || tasks.isPending,
      isError: signatures.isError || tasks.isError,
      isFetching: signatures.isFetching || tasks.isFetching,
      error: signatures.error ?? tasks.error,
      refetch: () => Promise.all([signatures.refetch(), tasks.refetch()]),
    }),
  });
}

/** The caller's own signing link for an envelope whose turn is theirs (then the signing page). */
export function useOpenSigning() {
  return useMutation({
    mutationFn: (envelopeId: string) =>
      api.post<{ url: string }>(`/api/envelopes/${envelopeId}/sign-in-app`, {}),
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
