import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EventDto,
  type CreateEventInput,
  type UpdateEventInput,
} from '@threshold/domain/calendar/calendar-event.contract';
import { FeedCreatedDto, FeedStatusDto } from '@threshold/domain/calendar/calendar-feed.contract';
import { CalendarRange, type CalendarSource } from '@threshold/domain/calendar/calendar-range.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import { KeyDatesChangeOutput } from '@threshold/domain/transactions/key-dates.contract';
import { api, apiRequest } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';

/** Whose entries and which: the page's filters (kept in the URL). */
export interface CalendarFilters {
  sources: readonly CalendarSource[];
  person: string | null;
  team: string | null;
  deal: string | null;
}

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string, tz: string, f: CalendarFilters) =>
    ['calendar', 'range', from, to, tz, f.sources.join(','), f.person, f.team, f.deal] as const,
  feed: ['calendar', 'feed'] as const,
};

/** The range in the calendar's zone (`tz`, from useCalendarZone); asked for once the zone is known. */
export function useCalendarRange(
  from: string,
  to: string,
  filters: CalendarFilters,
  { zone: tz, ready }: { zone: string; ready: boolean },
) {
  return useQuery({
    enabled: ready,
    queryKey: calendarKeys.range(from, to, tz, filters),
    queryFn: ({ signal }) =>
      api.get('/api/calendar', {
        schema: CalendarRange,
        signal,
        query: {
          from,
          to,
          tz,
          sources: filters.sources.length ? filters.sources.join(',') : undefined,
          person: filters.person ?? undefined,
          team: filters.team ?? undefined,
          transaction_id: filters.deal ?? undefined,
        },
      }),
    placeholderData: (previous) => previous,
  });
}

/**
 * Moves a deal's key date to another day through the deal's own route (PATCH
 * /api/transactions/:id/dates/:key, If-Match) — the deadline engine recomputes what follows it and
 * answers what moved, or, for a supervised role, that the change waits for approval.
 */
export function useMoveKeyDate() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: ({
      dealId,
      key,
      version,
      day,
    }: {
      dealId: string;
      key: string;
      version: number;
      day: string;
    }) =>
      api.patch(
        `/api/transactions/${dealId}/dates/${key}`,
        { kind: 'absolute', date: day },
        { schema: KeyDatesChangeOutput, headers: versionHeaders(version) },
      ),
    onSettled: () => invalidate(),
  });
}

function useInvalidateCalendar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarKeys.all });
}

export function useCreateEvent() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: (input: CreateEventInput) => api.post('/api/calendar/events', input, { schema: EventDto }),
    onSuccess: () => invalidate(),
  });
}

/** A change as the calendar showed the event (If-Match its version); a 409 refreshes the calendar. */
export function useUpdateEvent() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: string; version: number; input: UpdateEventInput }) =>
      api.patch(`/api/calendar/events/${id}`, input, { schema: EventDto, headers: versionHeaders(version) }),
    onSettled: () => invalidate(),
  });
}

export function useCancelEvent() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/api/calendar/events/${id}`, {
        method: 'DELETE',
        schema: OkResult,
        headers: versionHeaders(version),
      }),
    onSettled: () => invalidate(),
  });
}

export function useFeedStatus(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.feed,
    queryFn: ({ signal }) => api.get('/api/calendar/feed', { schema: FeedStatusDto, signal }),
    enabled,
  });
}

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/calendar/feed', {}, { schema: FeedCreatedDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/calendar/feed', { method: 'DELETE', schema: OkResult }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

export function useEvent(id: string | null) {
  return useQuery({
    queryKey: ['calendar', 'event', id],
    queryFn: ({ signal }) => api.get(`/api/calendar/events/${id}`, { schema: EventDto, signal }),
    enabled: !!id,
  });
}
