import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';

/** Resizing snaps to quarter hours; an event is never shorter than one. */
export const SNAP_MINUTES = 15;
const SNAP_MS = SNAP_MINUTES * 60_000;

/** How many quarter hours a drag of `pixels` covers in a grid whose hour row is `hourHeight` tall (halves round away from zero, up or down alike). */
export function snappedSteps(pixels: number, hourHeight: number): number {
  const steps = (pixels / hourHeight) * (60 / SNAP_MINUTES);
  return Math.sign(steps) * Math.round(Math.abs(steps));
}

/**
 * A timed event's new timing after moving its end by `steps` quarter hours: the end lands on a
 * quarter hour (a 10:50 end grown by one step ends at 11:00, not 11:05) and stays at least one
 * quarter hour after the start. Null when nothing changes.
 */
export function resizedTiming(item: Pick<CalendarItemDto, 'start' | 'end'>, steps: number) {
  const start = new Date(item.start).getTime();
  const end = new Date(item.end).getTime();
  const snapped =
    steps > 0
      ? Math.floor(end / SNAP_MS) * SNAP_MS + steps * SNAP_MS
      : steps < 0
        ? Math.ceil(end / SNAP_MS) * SNAP_MS + steps * SNAP_MS
        : end;
  const next = Math.max(snapped, start + SNAP_MS);
  if (next === end) return null;
  return { all_day: false, start: item.start, end: new Date(next).toISOString() };
}
