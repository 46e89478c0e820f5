import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NotificationPreferences,
  type NotificationPreferencesInput,
} from '@threshold/domain/notifications/notifications.contract';
import { api } from '@/lib/api-client';

const preferencesKey = ['notifications', 'preferences'] as const;

/** The caller's delivery choice per notification kind (ADR 0168), defaults filled in by the server. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) =>
      api.get('/api/notifications/preferences', { schema: NotificationPreferences, signal }),
  });
}

/** PUT replaces the caller's own choices as a whole. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) =>
      api.put('/api/notifications/preferences', input, { schema: NotificationPreferences }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
