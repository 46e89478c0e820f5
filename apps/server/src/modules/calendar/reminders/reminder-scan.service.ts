import { expandOccurrences } from '@threshold/domain/calendar/recurrence';
import {
  deadlineReminderAt,
  eventReminderAt,
  isReminderDue,
  DEADLINE_REMINDER_TIME,
  MAX_EVENT_LEAD_MINUTES,
  REMINDER_GRACE_MS,
} from '@threshold/domain/calendar/reminder-timing';
import {
  isTimeZone,
  localDay,
  startOfLocalDay,
  zonedTimeToInstant,
} from '@threshold/domain/calendar/time-zone';
import type { CalendarSettingsInput } from '@threshold/domain/calendar/calendar-reminders.contract';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import type { DbOrTx } from '../../../platform/db/client';
import { SERVER_TIME_ZONE } from '../../organizations/organization-time-zone.service';
import { dayOf } from '../calendar-events.dto';
import { exceptionKey, findExceptions, type ExceptionMap } from '../calendar-exceptions.repository';
import { recurringOf } from '../calendar-recurring';
import { findCalendarSettingsOf } from './calendar-settings.repository';
import { settingsOf } from './calendar-settings.service';
import {
  findDealAssignees,
  findDeadlinesToRemind,
  findEventsToRemind,
  findMemberAttendees,
  findOrganizationZones,
  type NewReminder,
  type ReminderEventRow,
} from './reminders.repository';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** One reminder that is due now, for one person, before it is claimed per channel. */
export interface DueReminder {
  userId: string;
  organizationId: string;
  source: 'event' | 'key_date';
  itemKey: string;
  occurrence: string;
  leadMinutes: number;
  title: string;
  startsAt: Date;
  allDay: boolean;
  transactionId: string | null;
}

/**
 * The starts of an event's occurrences between two instants (a one-off event: itself); a cancelled
 * occurrence has none, a moved one its new start (and key, so it is reminded again when moved).
 */
function startsOf(
  row: ReminderEventRow,
  from: Date,
  to: Date,
  exceptions: ExceptionMap,
): { key: string; at: Date }[] {
  const series = recurringOf(row);
  if (!series) {
    const key = row.allDay ? dayOf(row.startsAt) : row.startsAt.toISOString();
    const at = row.allDay ? startOfLocalDay(key, row.timeZone) : row.startsAt;
    return [{ key, at }];
  }
  return expandOccurrences(series, from, to).flatMap((o) => {
    const ex = exceptions.get(exceptionKey(row.id, o.start));
    if (ex?.cancelled) return [];
    if (ex?.startsAt) {
      const day = dayOf(ex.startsAt);
      return [
        row.allDay
          ? { key: day, at: startOfLocalDay(day, row.timeZone) }
          : { key: ex.startsAt.toISOString(), at: ex.startsAt },
      ];
    }
    return [{ key: o.start, at: row.allDay ? startOfLocalDay(o.start, row.timeZone) : new Date(o.start) }];
  });
}

/** Each person's settings (saved or the defaults), read in one query. */
export async function settingsByUser(db: DbOrTx, userIds: string[]) {
  const rows = await findCalendarSettingsOf(db, [...new Set(userIds)]);
  const byId = new Map(rows.map((r) => [r.userId, settingsOf(r)]));
  return (id: string): CalendarSettingsInput => byId.get(id) ?? settingsOf(null);
}

/** Event reminders due at `now`: for the organizer and each member attending. */
export async function dueEventReminders(db: DbOrTx, now: Date): Promise<DueReminder[]> {
  const from = new Date(now.getTime() - REMINDER_GRACE_MS);
  const to = new Date(now.getTime() + MAX_EVENT_LEAD_MINUTES * MINUTE);
  // All-day events start at a local midnight up to 14 h away from their UTC-midnight row.
  const rows = await findEventsToRemind(db, new Date(from.getTime() - DAY), new Date(to.getTime() + DAY));
  const attending = await findMemberAttendees(
    db,
    rows.map((r) => r.id),
  );
  const exceptions = await findExceptions(
    db,
    rows.filter((r) => r.rrule).map((r) => r.id),
  );
  const people = new Map<string, Set<string>>(rows.map((r) => [r.id, new Set([r.ownerId])]));
  for (const a of attending) people.get(a.eventId)?.add(a.userId);
  const settingsOfUser = await settingsByUser(
    db,
    [...people.values()].flatMap((s) => [...s]),
  );
  const due: DueReminder[] = [];
  for (const row of rows) {
    for (const start of startsOf(row, from, to, exceptions)) {
      for (const userId of people.get(row.id) ?? []) {
        for (const lead of row.reminderMinutes ?? settingsOfUser(userId).event_reminder_minutes) {
          if (!isReminderDue(eventReminderAt(start.at, lead), now, row.updatedAt)) continue;
          due.push({
            userId,
            organizationId: row.organizationId,
            source: 'event',
            itemKey: row.id,
            occurrence: start.key,
            leadMinutes: lead,
            title: row.title,
            startsAt: start.at,
            allDay: row.allDay,
            transactionId: row.transactionId,
          });
        }
      }
    }
  }
  return due;
}

/** The longest deadline lead (days) the settings allow, plus a day for zones ahead of UTC. */
const DEADLINE_LOOKAHEAD_DAYS = 15;

/**
 * Organizations whose 08:00 fell in the last grace period: deadline reminders only go out then, so
 * in every other minute of the day the scan reads no deadline at all (ADR 0138).
 */
async function organizationsAtReminderTime(db: DbOrTx, now: Date): Promise<Map<string, string>> {
  const at = new Map<string, string>();
  for (const org of await findOrganizationZones(db)) {
    const tz = org.timeZone && isTimeZone(org.timeZone) ? org.timeZone : SERVER_TIME_ZONE;
    const eight = zonedTimeToInstant(localDay(now, tz), DEADLINE_REMINDER_TIME, tz).getTime();
    if (eight <= now.getTime() && eight > now.getTime() - REMINDER_GRACE_MS) at.set(org.id, tz);
  }
  return at;
}

/** Deadline reminders due at `now`: for each open deal's owner and assigned staff. */
export async function dueDeadlineReminders(db: DbOrTx, now: Date): Promise<DueReminder[]> {
  const zones = await organizationsAtReminderTime(db, now);
  if (zones.size === 0) return [];
  const today = localDay(now, 'UTC');
  const rows = await findDeadlinesToRemind(
    db,
    addCalendarDays(today, -1),
    addCalendarDays(today, DEADLINE_LOOKAHEAD_DAYS),
    [...zones.keys()],
  );
  const assignees = await findDealAssignees(db, [...new Set(rows.map((r) => r.transactionId))]);
  const people = new Map<string, Set<string>>();
  for (const r of rows) people.set(r.transactionId, new Set([r.ownerId]));
  for (const a of assignees) people.get(a.transactionId)?.add(a.userId);
  const settingsOfUser = await settingsByUser(
    db,
    [...people.values()].flatMap((s) => [...s]),
  );
  const due: DueReminder[] = [];
  for (const row of rows) {
    const tz = zones.get(row.organizationId)!;
    for (const userId of people.get(row.transactionId) ?? []) {
      for (const days of settingsOfUser(userId).deadline_reminder_days) {
        if (!isReminderDue(deadlineReminderAt(row.date, days, tz), now, row.updatedAt)) continue;
        due.push({
          userId,
          organizationId: row.organizationId,
          source: 'key_date',
          itemKey: row.id,
          occurrence: row.date,
          leadMinutes: days * 1_440,
          title: `${row.label} — ${row.dealTitle}`,
          startsAt: startOfLocalDay(row.date, tz),
          allDay: true,
          transactionId: row.transactionId,
        });
      }
    }
  }
  return due;
}

/** The delivery rows of a due reminder: one per channel the person keeps on. */
export function deliveriesOf(r: DueReminder, settings: CalendarSettingsInput): NewReminder[] {
  const channels = [
    ...(settings.remind_in_app ? (['in_app'] as const) : []),
    ...(settings.remind_by_email ? (['email'] as const) : []),
  ];
  return channels.map((channel) => ({
    userId: r.userId,
    source: r.source,
    itemKey: r.itemKey,
    occurrence: r.occurrence,
    leadMinutes: r.leadMinutes,
    channel,
    title: r.title,
    startsAt: r.startsAt,
    allDay: r.allDay,
    transactionId: r.transactionId,
  }));
}
