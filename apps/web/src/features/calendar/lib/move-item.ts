import { addDays, differenceInCalendarDays } from 'date-fns';
import { isStoredEvent, type CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import { dayDate, ymd } from './calendar-grid';
import { zonedInstant, zonedTime } from './calendar-zone';

/** The drag payload: which entry is moving. */
export const DRAG_TYPE = 'application/x-threshold-calendar-item';

/** The organizer's own single events (open houses too; a repeating one moves in its dialog). */
export const isOwnSingleEvent = (item: CalendarItemDto) =>
  isStoredEvent(item.source) && item.editable && !item.recurring;

/**
 * What moves by dragging: own single events, and a deal's key date when the caller may change the
 * deal (it moves through the deadline engine, which recomputes the dates that follow it).
 */
export const canDrag = (item: CalendarItemDto) =>
  isOwnSingleEvent(item) || (item.source === 'key_date' && item.editable);

/**
 * Where an entry lands when dropped on a day (month view, week's all-day row) or an hour slot (week):
 * all-day entries shift by whole days; timed ones keep their length, and their time of day (in the
 * calendar's zone) unless dropped on an hour.
 */
export function movedTiming(item: CalendarItemDto, day: string, hour?: number) {
  if (item.all_day) {
    const shift = differenceInCalendarDays(dayDate(day), dayDate(item.start));
    return {
      all_day: true,
      start: day,
      end: ymd(addDays(dayDate(item.end), shift)),
    };
  }
  const length = new Date(item.end).getTime() - new Date(item.start).getTime();
  const at = zonedTime(item.start);
  const next = new Date(
    zonedInstant(day, hour === undefined ? at.hhmm : `${String(hour).padStart(2, '0')}:00`),
  );
  return {
    all_day: false,
    start: next.toISOString(),
    end: new Date(next.getTime() + length).toISOString(),
  };
}
