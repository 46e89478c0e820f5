import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  CalendarSettingsDto,
  ReminderList,
  type CalendarSettingsInput,
} from '@threshold/domain/calendar/calendar-reminders.contract';
import { api } from '@/lib/api-client';
import { useRealtime, type RealtimeSpec } from '@/lib/realtime';
import { versionHeaders } from '@/lib/versioned-mutation';

export const reminderKeys = {
  list: ['calendar', 'reminders'] as const,
  settings: ['calendar', 'settings'] as const,
};

const LIVE: RealtimeSpec = { resource: 'calendar_reminders', actions: ['insert'] };

/**
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
    queryFn: ({ signal }) => api.get('/api/calendar/reminders', { schema: ReminderList, signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useMarkRemindersRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      api.post('/api/calendar/reminders/read', ids ? { ids } : {}, { schema: ReminderList }),
    onSuccess: (list) => queryClient.setQueryData(reminderKeys.list, list),
  });
}

export function useCalendarSettings(enabled = true) {
  return useQuery({
    queryKey: reminderKeys.settings,
    queryFn: ({ signal }) => api.get('/api/calendar/settings', { schema: CalendarSettingsDto, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSaveCalendarSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, input }: { version: number; input: CalendarSettingsInput }) =>
      api.put('/api/calendar/settings', input, {
        schema: CalendarSettingsDto,
        headers: versionHeaders(version),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderKeys.settings, saved);
      // The calendar's "today" and ranges follow the zone.
      void queryClient.invalidateQueries({ queryKey: ['calendar', 'range'] });
    },
  });
}
