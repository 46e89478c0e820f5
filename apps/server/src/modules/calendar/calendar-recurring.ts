import { fromRRule, seriesEnd, toRRule, type RecurringEvent } from '@threshold/domain/calendar/recurrence';
import type { Recurrence } from '@threshold/domain/calendar/recurrence-rule';
import { localDay, wallClock } from '@threshold/domain/calendar/time-zone';

interface Timing {
  rrule: string | null;
  allDay: boolean;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

const DAY = 86_400_000;

/** A stored event as the domain's recurrence expands it (null when it does not repeat). */
export function recurringOf(row: Timing): RecurringEvent | null {
  if (!row.rrule) return null;
  const w = wallClock(row.startsAt, row.timeZone);
  return {
    rule: row.rrule,
    allDay: row.allDay,
    startDay: row.allDay ? row.startsAt.toISOString().slice(0, 10) : localDay(row.startsAt, row.timeZone),
    startTime: `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`,
    durationMs: row.allDay ? 0 : row.endsAt.getTime() - row.startsAt.getTime(),
    durationDays: row.allDay ? Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / DAY) : 0,
    timeZone: row.timeZone,
  };
}

/** The columns a repeat rule sets: the RRULE and when the series is over. */
export function recurrenceColumns(recurrence: Recurrence | null, timing: Omit<Timing, 'rrule'>) {
  if (!recurrence) return { rrule: null, recursUntil: null };
  const rrule = toRRule(recurrence);
  return { rrule, recursUntil: seriesEnd(recurringOf({ ...timing, rrule })!) };
}

export const recurrenceOf = (rrule: string | null): Recurrence | null => (rrule ? fromRRule(rrule) : null);
