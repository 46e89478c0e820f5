import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import { zonedDay, zonedTime } from './calendar-zone';

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many days the agenda lists from its first day. */
export const AGENDA_DAYS = 30;

export const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

/** A day ("YYYY-MM-DD") as a date for day arithmetic; instants become days in the calendar's zone (calendar-zone.ts). */
export const dayDate = (day: string) => parseISO(day);

/** The days a view shows around `anchor` ("YYYY-MM-DD"), first to last. */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  const date = dayDate(anchor);
  const [start, end] =
    view === 'month'
      ? [startOfWeek(startOfMonth(date)), endOfWeek(endOfMonth(date))]
      : view === 'week'
        ? [startOfWeek(date), endOfWeek(date)]
        : view === 'day'
          ? [date, date]
          : [date, addDays(date, AGENDA_DAYS - 1)];
  return eachDayOfInterval({ start, end }).map(ymd);
}

/** The anchor one step back or forward in a view. */
export function stepAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  const date = dayDate(anchor);
  if (view === 'month') return ymd(startOfMonth(addMonths(date, step)));
  if (view === 'week') return ymd(addWeeks(date, step));
  if (view === 'day') return ymd(addDays(date, step));
  return ymd(addDays(date, step * AGENDA_DAYS));
}

export function viewTitle(view: CalendarView, anchor: string): string {
  const days = visibleDays(view, anchor);
  if (view === 'month') return format(dayDate(anchor), 'MMMM yyyy');
  if (view === 'day') return longDay(anchor);
  return `${format(dayDate(days[0]!), 'd MMM')} – ${format(dayDate(days.at(-1)!), 'd MMM yyyy')}`;
}

/** The local days an entry covers: all-day ones span start…end, timed ones their local start day (to end). */
export function daysOf(item: Pick<CalendarItemDto, 'all_day' | 'start' | 'end'>): string[] {
  if (item.all_day) {
    if (item.end <= item.start) return [item.start];
    return eachDayOfInterval({ start: dayDate(item.start), end: dayDate(item.end) }).map(ymd);
  }
  const start = new Date(item.start);
  const end = new Date(item.end);
  const last = end > start ? new Date(end.getTime() - 1) : start;
  return eachDayOfInterval({
    start: dayDate(zonedDay(start.toISOString())),
    end: dayDate(zonedDay(last.toISOString())),
  }).map(ymd);
}

/** Entries by local day, in the server's order (all-day first, then by time). */
export function itemsByDay(items: readonly CalendarItemDto[]): Map<string, CalendarItemDto[]> {
  const map = new Map<string, CalendarItemDto[]>();
  for (const item of items)
    for (const day of daysOf(item)) {
      const list = map.get(day) ?? [];
      list.push(item);
      map.set(day, list);
    }
  return map;
}

/** An instant's wall-clock time in the calendar's zone. */
export const timeOf = (iso: string) => zonedTime(iso).hhmm;
export const longDay = (day: string) => format(dayDate(day), 'EEEE d MMMM yyyy');
