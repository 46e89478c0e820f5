import { useState } from 'react';
import { toast } from 'sonner';
import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import type { KeyDatesChangeOutput } from '@threshold/domain/transactions/key-dates.contract';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMoveKeyDate, useUpdateEvent } from '../api/calendar-api';
import { timeOf } from './calendar-grid';
import { movedTiming } from './move-item';
import { resizedTiming } from './resize-item';

type Applied = Extract<KeyDatesChangeOutput, { outcome: 'applied' }>;

/** A stale write (ADR 0084): the calendar refetches, so the user sees what changed and can retry. */
const failed = (error: unknown) =>
  toast.error(
    isApiError(error) && error.code === 'STALE_VERSION'
      ? 'Someone changed this meanwhile; the calendar now shows the latest.'
      : errorMessage(error),
  );

/**
 * Dragging and resizing on the calendar: own events move and resize with a versioned PATCH; a deal's
 * key date moves through the deal's deadline engine, which answers what moved (shown in a dialog) or
 * that a supervised change waits for approval.
 */
export function useCalendarMoves() {
  const update = useUpdateEvent();
  const moveDate = useMoveKeyDate();
  const [moved, setMoved] = useState<{ deal: string; result: Applied } | null>(null);

  const onMove = (item: CalendarItemDto, day: string, hour?: number) => {
    if (item.source === 'key_date') {
      if (!item.transaction || !item.kind || day === item.start) return;
      const deal = item.transaction.title;
      moveDate.mutate(
        { dealId: item.transaction.id, key: item.kind, version: item.version, day },
        {
          onSuccess: (result) => {
            if (result.outcome === 'pending_approval')
              toast.success(`Moving “${item.title}” was sent for approval`);
            else setMoved({ deal, result });
          },
          onError: failed,
        },
      );
      return;
    }
    update.mutate(
      { id: item.id, version: item.version, input: movedTiming(item, day, hour) },
      { onSuccess: () => toast.success(`Moved “${item.title}”`), onError: failed },
    );
  };

  const onResize = (item: CalendarItemDto, steps: number) => {
    const input = resizedTiming(item, steps);
    if (!input) return;
    update.mutate(
      { id: item.id, version: item.version, input },
      {
        onSuccess: (event) => toast.success(`“${item.title}” now ends at ${timeOf(event.end)}`),
        onError: failed,
      },
    );
  };

  return { onMove, onResize, moved, closeMoved: () => setMoved(null) };
}
