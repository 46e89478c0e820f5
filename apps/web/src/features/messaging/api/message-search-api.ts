import { useInfiniteQuery } from '@tanstack/react-query';
import {
  MESSAGE_SEARCH_MIN_LENGTH,
  MessageSearchPage,
} from '@threshold/domain/messaging/message-search.contract';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** Messages containing `q` in all my conversations, or in one; idle until `q` is long enough. */
export function useMessageSearch(q: string, conversationId?: string) {
  const term = q.trim();
  return useInfiniteQuery({
    queryKey: messagingKeys.search(term, conversationId),
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/conversations/search', {
        schema: MessageSearchPage,
        signal,
        query: { q: term, conversation_id: conversationId, limit: 20, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: term.length >= MESSAGE_SEARCH_MIN_LENGTH,
  });
}
