import type { DragEvent } from 'react';
import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import { DRAG_TYPE } from '../lib/move-item';

export type MoveHandler = (item: CalendarItemDto, day: string, hour?: number) => void;

/** Drop-target props for a day cell or an hour slot: finds the dragged entry among the shown ones. */
export function dropTarget(
  items: readonly CalendarItemDto[],
  onMove: MoveHandler,
  day: string,
  hour?: number,
) {
  return {
    onDragOver: (e: DragEvent) => {
      if (e.dataTransfer.types.includes(DRAG_TYPE)) {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      }
    },
    onDrop: (e: DragEvent) => {
      const key = e.dataTransfer.getData(DRAG_TYPE);
      const item = items.find((i) => `${i.source}:${i.id}` === key);
      if (!item) return;
      e.preventDefault();
      onMove(item, day, hour);
    },
  };
}
