import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarSettingsDto,
  type CalendarSettingsInput,
} from '@threshold/domain/calendar/calendar-reminders.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
import { reminderKeys } from './reminders-api';

/** The caller's reminder and time-zone settings (ADR 0137, 0138), loaded with the settings dialog. */
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
