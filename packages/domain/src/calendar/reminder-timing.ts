import { addCalendarDays } from '../transactions/business-days';
import { zonedTimeToInstant } from './time-zone';

/** The longest lead time before an event (a week): how far ahead the reminder scan looks. */
export const MAX_EVENT_LEAD_MINUTES = 10_080;
/** A reminder due while no instance ran (a restart, an outage) still goes out this long after. */
export const REMINDER_GRACE_MS = 15 * 60_000;
/** Deadline reminders go out at this local time in the organization's zone. */
export const DEADLINE_REMINDER_TIME = '08:00';

/**
 * Whether a reminder is due at `now`: its time has come, not longer ago than the grace, and it was
 * still ahead when its item was last set (`setAt`) — an event made or moved to ten minutes from now
 * gets no "15 minutes before" reminder for a time already past.
 */
export function isReminderDue(due: Date, now: Date, setAt: Date): boolean {
  const t = due.getTime();
  return t <= now.getTime() && t > now.getTime() - REMINDER_GRACE_MS && t > setAt.getTime();
}

/** When an event reminder is due: `leadMinutes` before its start. */
export const eventReminderAt = (start: Date, leadMinutes: number): Date =>
  new Date(start.getTime() - leadMinutes * 60_000);

/** When a deadline reminder is due: 08:00 in the organization's zone, `days` before the deadline. */
export const deadlineReminderAt = (deadline: string, days: number, tz: string): Date =>
  zonedTimeToInstant(addCalendarDays(deadline, -days), DEADLINE_REMINDER_TIME, tz);
