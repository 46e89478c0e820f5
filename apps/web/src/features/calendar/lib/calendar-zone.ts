import { localDay, todayIn, wallClock, zonedTimeToInstant } from '@threshold/domain/calendar/time-zone';
import { browserTimeZone } from '@/lib/time-zone';

/**
 * The zone the calendar shows its days and times in (ADR 0148): the person's saved zone, else the
 * organization's, else the browser's. One per page: `useCalendarZone` (calendar-settings-api.ts)
 * sets it from the saved settings before the views render; the pure helpers below read it, so a
 * 09:00 showing reads 09:00 in the saved zone whatever zone the browser is in.
 */
let shown: string | null = null;

export const calendarZone = (): string => shown ?? browserTimeZone();
export function showCalendarIn(tz: string) {
  shown = tz;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day ("YYYY-MM-DD") of an instant in the calendar's zone. */
export const zonedDay = (iso: string): string => localDay(new Date(iso), calendarZone());

/** Wall-clock hour and minute of an instant in the calendar's zone. */
export function zonedTime(iso: string): { hour: number; minute: number; hhmm: string } {
  const w = wallClock(new Date(iso), calendarZone());
  const hour = w.hour === 24 ? 0 : w.hour;
  return { hour, minute: w.minute, hhmm: `${pad(hour)}:${pad(w.minute)}` };
}

/** A wall-clock time on a local day of the calendar's zone, as the instant the API stores. */
export const zonedInstant = (day: string, hhmm: string): string =>
  zonedTimeToInstant(day, hhmm, calendarZone()).toISOString();

/** Today in the calendar's zone. */
export const zonedToday = (): string => todayIn(calendarZone());
