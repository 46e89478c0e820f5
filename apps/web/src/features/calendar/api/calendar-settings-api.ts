import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarSettingsDto,
  type CalendarSettingsInput,
} from '@threshold/domain/calendar/calendar-reminders.contract';
import { displayTimeZone } from '@threshold/domain/calendar/time-zone';
import { api } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { showCalendarIn } from '../lib/calendar-zone';
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

/**
 * The zone the calendar page shows (ADR 0148): the saved settings' zone, else the organization's,
 * else the browser's. `ready` once the settings answered (or failed: then the browser's), so the
 * range is asked for once, in the right zone.
 */
export function useCalendarZone(): { zone: string; ready: boolean } {
  const settings = useCalendarSettings();
  const zone = displayTimeZone(settings.data, browserTimeZone());
  showCalendarIn(zone);
  return { zone, ready: !settings.isPending };
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
