import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRealtimeInvalidation } from '@/lib/realtime';
import { messagingKeys } from './messaging-keys';

interface UnreadCounts {
  conversations: number;
  messages: number;
}

const LIVE = { resource: 'messages' } as const;
const LIVE_READS = { resource: 'conversations' } as const;

/**
 * Unread messages for the navigation badge: fetched once, then refreshed by realtime events (a
 * message in one of my conversations, or my read marker moving in another tab). Kept small: the
 * shell loads it on every page (no zod contract here; the shape is two numbers).
 */
export function useUnreadCounts(enabled: boolean) {
  const keys = () => [messagingKeys.unread()];
  useRealtimeInvalidation(enabled ? LIVE : null, keys);
  useRealtimeInvalidation(enabled ? LIVE_READS : null, keys);
  return useQuery({
    queryKey: messagingKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadCounts>('/api/conversations/unread', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
