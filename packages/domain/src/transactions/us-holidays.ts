import { addDays, format, getDay, lastDayOfMonth, subDays } from 'date-fns';

/**
 * US federal holidays (5 U.S.C. 6103) computed by rule, with observed days: a holiday on a Saturday
 * is observed the Friday before, on a Sunday the Monday after. New Year's Day on a Saturday is
 * therefore observed on December 31 of the previous year. Juneteenth counts from 2021.
 */
export interface FederalHoliday {
  name: string;
  /** The calendar date of the holiday, YYYY-MM-DD. */
  date: string;
  /** The day off, YYYY-MM-DD; equals `date` unless it falls on a weekend. */
  observed: string;
}

const iso = (d: Date) => format(d, 'yyyy-MM-dd');

/** The n-th (1-based) given weekday (0 = Sunday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = lastDayOfMonth(new Date(year, month, 1));
    return subDays(last, (getDay(last) - weekday + 7) % 7);
  }
  const first = new Date(year, month, 1);
  return addDays(first, ((weekday - getDay(first) + 7) % 7) + (n - 1) * 7);
}

function observedDay(date: Date): Date {
  const day = getDay(date);
  if (day === 6) return subDays(date, 1);
  if (day === 0) return addDays(date, 1);
  return date;
}

function holidaysByRule(year: number): { name: string; date: Date }[] {
  const fixed = (name: string, month: number, day: number) => ({ name, date: new Date(year, month, day) });
  const list = [
    fixed("New Year's Day", 0, 1),
    { name: 'Birthday of Martin Luther King, Jr.', date: nthWeekday(year, 0, 1, 3) },
    { name: "Washington's Birthday", date: nthWeekday(year, 1, 1, 3) },
    { name: 'Memorial Day', date: nthWeekday(year, 4, 1, -1) },
    fixed('Independence Day', 6, 4),
    { name: 'Labor Day', date: nthWeekday(year, 8, 1, 1) },
    { name: 'Columbus Day', date: nthWeekday(year, 9, 1, 2) },
    fixed('Veterans Day', 10, 11),
    { name: 'Thanksgiving Day', date: nthWeekday(year, 10, 4, 4) },
    fixed('Christmas Day', 11, 25),
  ];
  if (year >= 2021) list.splice(4, 0, fixed('Juneteenth National Independence Day', 5, 19));
  return list;
}

const cache = new Map<number, FederalHoliday[]>();

/** The holidays whose observed day falls in `year`, in date order. */
export function usFederalHolidays(year: number): FederalHoliday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const all = [...holidaysByRule(year), ...holidaysByRule(year + 1).slice(0, 1)].map((h) => ({
    name: h.name,
    date: iso(h.date),
    observed: iso(observedDay(h.date)),
  }));
  const list = all.filter((h) => h.observed.startsWith(`${year}-`));
  cache.set(year, list);
  return list;
}

/** True when `date` (YYYY-MM-DD) is the observed day off of a federal holiday. */
export function isUsFederalHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return usFederalHolidays(year).some((h) => h.observed === date);
}
