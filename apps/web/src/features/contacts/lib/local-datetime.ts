import { format } from 'date-fns';

/** A Date as the value of <input type="datetime-local"> (local time, minutes). */
export function toLocalInput(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

/** The value of a datetime-local input (local time) as an ISO timestamp. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}

/** Tomorrow at 9:00 local time: the default due time of a follow-up. */
export function tomorrowMorning(now = new Date()): Date {
  const d = new Date(now);
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return d;
}
