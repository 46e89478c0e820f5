import { z } from 'zod';
import { TimeZone } from './calendar-range.contract';

/** Reminder lead times before an event, in minutes (up to a week), at most five, no repeats. */
export const ReminderMinutes = z
  .array(z.int('Whole minutes').min(0, 'At least 0').max(10_080, 'At most a week'))
  .max(5, 'At most five reminders')
  .refine((l) => new Set(l).size === l.length, 'Each lead time once');

/** Lead times offered in the forms (minutes). */
export { REMINDER_CHOICES } from './reminder-choices';

/** Local time the morning agenda goes out (ADR 0138). */
export const MORNING_AGENDA_TIME = '07:00';

/** A person's calendar settings (ADR 0137, 0138); a person who never saved them has the defaults. */
export const CalendarSettingsInput = z.strictObject({
  /** Their own zone; null = the organization's. */
  time_zone: TimeZone.nullable().default(null),
  /** Before their events, unless an event says otherwise. */
  event_reminder_minutes: ReminderMinutes.default([15]),
  /** Days before their deals' deadlines (reminded at 08:00 in the organization's zone). */
  deadline_reminder_days: z
    .array(z.int('Whole days').min(0, 'At least 0').max(14, 'At most 14 days'))
    .max(3, 'At most three reminders')
    .refine((l) => new Set(l).size === l.length, 'Each day once')
    .default([1]),
  remind_in_app: z.boolean().default(true),
  remind_by_email: z.boolean().default(true),
  /** A 07:00 e-mail of the day's events, deadlines and tasks (opt-in). */
  morning_agenda: z.boolean().default(false),
});
export type CalendarSettingsInput = z.infer<typeof CalendarSettingsInput>;

export const CalendarSettingsDto = CalendarSettingsInput.extend({
  /** The zone in force: their own, else the organization's. */
  effective_time_zone: z.string(),
  /** The organization's saved zone; null when it never saved one (the page then falls back on the browser's). */
  organization_time_zone: z.string().nullable(),
  version: z.number().int(),
});
export type CalendarSettingsDto = z.infer<typeof CalendarSettingsDto>;

export const REMINDER_SOURCES = ['event', 'key_date', 'agenda'] as const;

/** One in-app reminder. */
export const ReminderDto = z.object({
  id: z.uuid(),
  source: z.enum(REMINDER_SOURCES),
  item_id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  all_day: z.boolean(),
  lead_minutes: z.number().int(),
  transaction_id: z.uuid().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type ReminderDto = z.infer<typeof ReminderDto>;

export const ReminderList = z.object({ items: z.array(ReminderDto), unread: z.number().int() });
export type ReminderList = z.infer<typeof ReminderList>;

/** Marks the given reminders read, or all of the caller's when `ids` is left out. */
export const MarkRemindersReadInput = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(100).optional(),
});
export type MarkRemindersReadInput = z.infer<typeof MarkRemindersReadInput>;
