import { useQuery } from '@tanstack/react-query';
import { CalendarSettingsDto } from '@threshold/domain/calendar/calendar-reminders.contract';
import { displayTimeZone } from '@threshold/domain/calendar/time-zone';
import { api } from '@/lib/api-client';
import { useMe } from '@/lib/auth/auth-context';
import { browserTimeZone } from '@/lib/time-zone';

/**
 * The zone the Tasks screen counts "today" and shows follow-up times in (ADR 0148): the person's
 * saved zone (calendar settings), else the organization's, else the browser's. People without the
 * calendar (no read:calendar) keep the browser's. `ready` once known, so the list is asked for once.
 */
export function useTaskZone(): { zone: string; ready: boolean } {
  const me = useMe();
  const enabled = me.permissions.includes('read:calendar');
  const settings = useQuery({
    queryKey: ['tasks', 'zone'],
    queryFn: ({ signal }) => api.get('/api/calendar/settings', { schema: CalendarSettingsDto, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
  return {
    zone: displayTimeZone(settings.data, browserTimeZone()),
    ready: !enabled || !settings.isPending,
  };
}
