import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { TimelinePage } from '@threshold/domain/transactions/get-timeline.contract';
import { NoteDto, NotePage, type CreateNoteInput } from '@threshold/domain/transactions/notes.contract';
import { api } from '@/lib/api-client';
import { dealPath } from './deal-api';
import { transactionKeys } from './transaction-keys';

const next = (last: { nextCursor: string | null }) => last.nextCursor ?? undefined;

/** The deal's activity, newest first, 25 at a time. */
export function useTimeline(id: string) {
  return useInfiniteQuery({
    queryKey: transactionKeys.part(id, 'timeline'),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${dealPath(id)}/timeline`, {
        query: { limit: 25, cursor: pageParam },
        schema: TimelinePage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: next,
  });
}

/** Internal notes (the API refuses clients; the page does not ask for them then). */
export function useNotes(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: transactionKeys.part(id, 'notes'),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${dealPath(id)}/notes`, { query: { limit: 25, cursor: pageParam }, schema: NotePage, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: next,
    enabled,
  });
}

export function useCreateNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<CreateNoteInput, 'body' | 'mention_user_ids'>) =>
      api.post(`${dealPath(id)}/notes`, input, { schema: NoteDto }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionKeys.part(id, 'notes') }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.part(id, 'timeline') }),
      ]),
  });
}
