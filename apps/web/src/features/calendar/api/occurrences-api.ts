import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventDto, type UpdateOccurrenceInput } from '@threshold/domain/calendar/calendar-event.contract';
import { api, apiRequest } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';

/** "This event only": moves or retitles one occurrence of a repeating event (If-Match the series). */
export function useChangeOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      occurrence,
      version,
      input,
    }: {
      id: string;
      occurrence: string;
      version: number;
      input: UpdateOccurrenceInput;
    }) =>
      api.patch(`/api/calendar/events/${id}/occurrences/${encodeURIComponent(occurrence)}`, input, {
        schema: EventDto,
        headers: versionHeaders(version),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calendar'] }),
  });
}

/** "This occurrence only": cancels one occurrence of a repeating event (If-Match the series); the others stay. */
export function useCancelOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, occurrence, version }: { id: string; occurrence: string; version: number }) =>
      apiRequest(`/api/calendar/events/${id}/occurrences/${encodeURIComponent(occurrence)}`, {
        method: 'DELETE',
        schema: EventDto,
        headers: versionHeaders(version),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calendar'] }),
  });
}
