import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ReminderList } from '@threshold/domain/calendar/calendar-reminders.contract';
import { api } from '@/lib/api-client';
import { useRealtime, type RealtimeSpec } from '@/lib/realtime';

export const reminderKeys = {
  list: ['calendar', 'reminders'] as const,
  settings: ['calendar', 'settings'] as const,
};

const LIVE: RealtimeSpec = { resource: 'calendar_reminders', actions: ['insert'] };

type Reminders = z.infer<typeof ReminderList>;

/**
 * The header bell's data, light enough for every first paint: no response schema here (it would bring
 * zod into the entry of every page, ADR 0070); the settings, with their contract, load with the dialog
 * (calendar-settings-api.ts).
 *
 * The caller's in-app reminders: read once, then each new one arrives over the realtime socket,
 * shows a toast and refreshes the list (ADR 0138).
 */
export function useReminders(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtime(enabled ? LIVE : null, (event) => {
    toast(`Reminder: ${String(event.data.title ?? '')}`, { id: `reminder-${event.record_id}` });
    void queryClient.invalidateQueries({ queryKey: reminderKeys.list });
  });
  return useQuery({
    queryKey: reminderKeys.list,
    queryFn: ({ signal }) => api.get<Reminders>('/api/calendar/reminders', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useMarkRemindersRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api.post<Reminders>('/api/calendar/reminders/read', ids ? { ids } : {}),
    onSuccess: (list) => queryClient.setQueryData(reminderKeys.list, list),
  });
}
