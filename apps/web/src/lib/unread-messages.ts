import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useRealtimeInvalidation } from './realtime';

interface UnreadCounts {
  conversations: number;
  messages: number;
}

/** Messaging's query key for the counts (messagingKeys.unread()), shared with the dashboard widget. */
export const UNREAD_MESSAGES_KEY = ['messaging', 'unread'] as const;

const LIVE = { resource: 'messages' } as const;
const LIVE_READS = { resource: 'conversations' } as const;

/**
 * Unread messages for the navigation badge and the dashboard's messages widget (one request, one
 * cache): fetched once, then refreshed by realtime events (a message in one of my conversations, or
 * my read marker moving in another tab). Kept small: the shell loads it on every page (no zod
 * contract here; the shape is two numbers).
 */
export function useUnreadCounts(enabled: boolean) {
  const keys = () => [UNREAD_MESSAGES_KEY];
  useRealtimeInvalidation(enabled ? LIVE : null, keys);
  useRealtimeInvalidation(enabled ? LIVE_READS : null, keys);
  return useQuery({
    queryKey: UNREAD_MESSAGES_KEY,
    queryFn: ({ signal }) => api.get<UnreadCounts>('/api/conversations/unread', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
