import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EventDto,
  type CreateEventInput,
  type UpdateEventInput,
} from '@threshold/domain/calendar/calendar-event.contract';
import { FeedCreatedDto, FeedStatusDto } from '@threshold/domain/calendar/calendar-feed.contract';
import { CalendarRange, type CalendarSource } from '@threshold/domain/calendar/calendar-range.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import { api, apiRequest } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
import { browserTimeZone } from '../lib/calendar-grid';

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string, tz: string, sources: readonly CalendarSource[], person: string) =>
    ['calendar', 'range', from, to, tz, sources.join(','), person] as const,
  feed: ['calendar', 'feed'] as const,
};

export function useCalendarRange(
  from: string,
  to: string,
  sources: readonly CalendarSource[],
  person: string | null,
) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: calendarKeys.range(from, to, tz, sources, person ?? ''),
    queryFn: ({ signal }) =>
      api.get('/api/calendar', {
        schema: CalendarRange,
        signal,
        query: {
          from,
          to,
          tz,
          sources: sources.length ? sources.join(',') : undefined,
          person: person ?? undefined,
        },
      }),
    placeholderData: (previous) => previous,
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
