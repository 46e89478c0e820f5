import type { Db } from '../../../platform/db/client';
import type { Mailer } from '../../../platform/email/mailer';
import type { Logger } from '../../../platform/logger';
import { recordLiveChanges } from '../../../platform/effects/record-effect';
import { organizationTimeZone } from '../../organizations/organization-time-zone.service';
import {
  deliveriesOf,
  dueDeadlineReminders,
  dueEventReminders,
  settingsByUser,
  type DueReminder,
} from './reminder-scan.service';
import { claimReminders, findUserEmails, releaseReminder, type ReminderRow } from './reminders.repository';

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

/** Organization zones, read once per scan. */
export function zoneCache(db: Db) {
  const zones = new Map<string, Promise<string>>();
  return (organizationId: string) => {
    let zone = zones.get(organizationId);
    if (!zone) zones.set(organizationId, (zone = organizationTimeZone(db, organizationId)));
    return zone;
  };
}

export function formatWhen(at: Date, allDay: boolean, tz: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(allDay ? {} : { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  }).format(at);
}

const linkOf = (appUrl: string, row: ReminderRow) =>
  row.transactionId ? `${appUrl}/transactions/${row.transactionId}` : `${appUrl}/calendar`;

/**
 * The reminder scan (ADR 0138): finds the event and deadline reminders due now, claims one delivery
 * row per person, occurrence, lead time and channel (insert … on conflict do nothing) and sends only
 * what it claimed — so a second scan, a second instance or a restarted one sends nothing again.
 * An e-mail that cannot be sent gives its claim back for the next scan (within the grace period).
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date = new Date()): Promise<number> {
  const { db } = deps;
  const zoneOf = zoneCache(db);
  const due = [...(await dueEventReminders(db, now)), ...(await dueDeadlineReminders(db, now))];
  if (due.length === 0) return 0;
  const settingsOfUser = await settingsByUser(
    db,
    due.map((d) => d.userId),
  );
  const claimed = await claimReminders(
    db,
    due.flatMap((d) => deliveriesOf(d, settingsOfUser(d.userId))),
  );
  const organizationOf = new Map(due.map((d: DueReminder) => [d.userId, d.organizationId]));
  const emails = new Map(
    (
      await findUserEmails(db, [
        ...new Set(claimed.filter((c) => c.channel === 'email').map((c) => c.userId)),
      ])
    ).map((u) => [u.id, u.email]),
  );
  await recordLiveChanges(
    db,
    claimed
      .filter((row) => row.channel === 'in_app')
      .map((row) => ({
        resource: 'calendar_reminders' as const,
        action: 'insert' as const,
        recordId: row.id,
        data: {
          user_id: row.userId,
          title: row.title,
          starts_at: row.startsAt.toISOString(),
          source: row.source,
        },
      })),
  );
  for (const row of claimed) {
    if (row.channel === 'in_app') continue;
    const to = emails.get(row.userId);
    if (!to) continue;
    const tz = settingsOfUser(row.userId).time_zone ?? (await zoneOf(organizationOf.get(row.userId)!));
    const link = linkOf(deps.appUrl, row);
    try {
      await deps.mailer.send({
        to,
        subject: `Reminder: ${row.title}`,
        text: `${row.title}\n${formatWhen(row.startsAt, row.allDay, tz)}\n\n${link}\n\nChange your reminders on the calendar page.`,
        links: [link],
      });
    } catch (error) {
      deps.logger.warn({ err: error, reminder: row.id }, 'reminder e-mail failed; the next scan tries again');
      await releaseReminder(db, row.id);
    }
  }
  return claimed.length;
}
