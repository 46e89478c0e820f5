import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRealtime, type RealtimeSpec } from '@/lib/realtime';

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  list: ['notifications', 'list'] as const,
};

const LIVE: RealtimeSpec = { resource: 'notifications', actions: ['insert'] };

/**
 * The header bell's unread count, light enough for every first paint: no response schema here (it
 * would bring zod into the shell's entry chunk, ADR 0070). A new notification arrives over the
 * realtime socket (only its recipient gets it, ADR 0168) and refreshes the count and the list.
 */
export function useNotificationCount(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtime(enabled ? LIVE : null, () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/notifications/unread-count', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
