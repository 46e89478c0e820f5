import { addDays, differenceInCalendarDays, format, getDay, parseISO } from 'date-fns';
import { isUsFederalHoliday } from './us-holidays';

/**
 * Calendar arithmetic on date-only strings (YYYY-MM-DD). Dates are handled as local calendar days,
 * never as instants, so time zones and daylight-saving changes cannot shift them.
 */
export const toDate = (date: string): Date => parseISO(date);
export const toIsoDate = (date: Date): string => format(date, 'yyyy-MM-dd');

export function isBusinessDay(date: string): boolean {
  const day = getDay(toDate(date));
  return day !== 0 && day !== 6 && !isUsFederalHoliday(date);
}

export function addCalendarDays(date: string, days: number): string {
  return toIsoDate(addDays(toDate(date), days));
}

/** Moves to the nearest business day in the given direction (the date itself when it is one). */
export function rollToBusinessDay(date: string, direction: 1 | -1 = 1): string {
  let current = date;
  while (!isBusinessDay(current)) current = addCalendarDays(current, direction);
  return current;
}

/**
 * `days` business days after `date` (before it when negative): each step skips weekends and observed
 * federal holidays. Zero days means the date itself, rolled forward to a business day.
 */
export function addBusinessDays(date: string, days: number): string {
  if (days === 0) return rollToBusinessDay(date, 1);
  const step = days > 0 ? 1 : -1;
  let current = date;
  for (let left = Math.abs(days); left > 0;) {
    current = addCalendarDays(current, step);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}
