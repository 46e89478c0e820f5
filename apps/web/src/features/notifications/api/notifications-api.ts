import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationList } from '@threshold/domain/notifications/notifications.contract';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-count-api';

/** How many the bell's menu shows; the rest are a page further (GET /api/notifications pages by cursor). */
const MENU_SIZE = 20;

/** The newest notifications, loaded with the bell's menu. */
export function useNotificationList() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) =>
      api.get(`/api/notifications?limit=${MENU_SIZE}`, { schema: NotificationList, signal }),
  });
}

/** Marks one notification read (an id) or all of them (no id); the count and list follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      api.post<{ unread: number }>(id ? `/api/notifications/${id}/read` : '/api/notifications/read-all', {}),
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.count, count);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
