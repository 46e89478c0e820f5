import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '@threshold/domain/transactions/transaction-status';
import { users } from '../../../platform/auth/auth.schema';
import type { DbOrTx } from '../../../platform/db/client';
import { organizations } from '../../organizations/organizations.schema';
import { transactionDates } from '../../transactions/transaction-work.schema';
import { transactionAssignments, transactions } from '../../transactions/transactions.schema';
import {
  calendarEventAttendees as attendees,
  calendarEvents as events,
  calendarReminders as reminders,
} from '../calendar.schema';

const EVENT_COLUMNS = {
  id: events.id,
  organizationId: events.organizationId,
  ownerId: events.ownerId,
  title: events.title,
  allDay: events.allDay,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  rrule: events.rrule,
  reminderMinutes: events.reminderMinutes,
  transactionId: events.transactionId,
  updatedAt: events.updatedAt,
};

export type ReminderEventRow = Awaited<ReturnType<typeof findEventsToRemind>>[number];

/**
 * Live events that may have a reminder due between `from` and `to` (the scan's window plus the
 * longest lead time): one-off events starting in it, and series not over by then (ADR 0138).
 */
export function findEventsToRemind(db: DbOrTx, from: Date, to: Date) {
  return db
    .select(EVENT_COLUMNS)
    .from(events)
    .where(
      and(
        isNull(events.cancelledAt),
        or(
          and(isNull(events.rrule), gte(events.startsAt, from), lte(events.startsAt, to)),
          and(
            sql`${events.rrule} is not null`,
            lte(events.startsAt, to),
            or(isNull(events.recursUntil), gt(events.recursUntil, from)),
          ),
        ),
      ),
    );
}

/** Member attendees of the given events. */
export function findMemberAttendees(db: DbOrTx, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({ eventId: attendees.eventId, userId: sql<string>`${attendees.userId}` })
    .from(attendees)
    .where(and(inArray(attendees.eventId, eventIds), sql`${attendees.userId} is not null`));
}

/** Every organization's stored time zone (brokerage settings' profile.time_zone), or null. */
export function findOrganizationZones(db: DbOrTx) {
  return db
    .select({
      id: organizations.id,
      timeZone: sql<string | null>`${organizations.settings} #>> '{profile,time_zone}'`,
    })
    .from(organizations);
}

/** Open deadlines of open deals of the given organizations between two days (inclusive), with the deal's owner. */
export function findDeadlinesToRemind(db: DbOrTx, fromDay: string, toDay: string, organizationIds: string[]) {
  return db
    .select({
      id: transactionDates.id,
      label: transactionDates.label,
      date: sql<string>`${transactionDates.date}::text`,
      updatedAt: transactionDates.updatedAt,
      transactionId: transactions.id,
      organizationId: transactions.organizationId,
      ownerId: transactions.ownerId,
      dealTitle: transactions.title,
    })
    .from(transactionDates)
    .innerJoin(transactions, eq(transactions.id, transactionDates.transactionId))
    .where(
      and(
        isNull(transactionDates.completedAt),
        eq(transactionDates.isDeadline, true),
        gte(transactionDates.date, fromDay),
        lte(transactionDates.date, toDay),
        inArray(transactions.status, [...OPEN_STATUSES]),
        inArray(transactions.organizationId, organizationIds),
      ),
    );
}

/** Staff assigned to the given deals (they are reminded of its deadlines with its owner). */
export function findDealAssignees(db: DbOrTx, transactionIds: string[]) {
  if (transactionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ transactionId: transactionAssignments.transactionId, userId: transactionAssignments.userId })
    .from(transactionAssignments)
    .where(inArray(transactionAssignments.transactionId, transactionIds));
}

export function findUserEmails(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds));
}

export type NewReminder = typeof reminders.$inferInsert;
export type ReminderRow = typeof reminders.$inferSelect;

/**
 * Claims reminders: inserts those not sent yet and answers only the inserted ones. The unique key
 * (person, item, occurrence, lead, channel) makes a second scan — on this or another instance, now or
 * after a restart — insert nothing, so nothing is sent twice (ADR 0138).
 */
export async function claimReminders(db: DbOrTx, rows: NewReminder[]): Promise<ReminderRow[]> {
  if (rows.length === 0) return [];
  return db.insert(reminders).values(rows).onConflictDoNothing().returning();
}

/** Gives a claim back (its e-mail could not be sent), so the next scan tries again. */
export async function releaseReminder(db: DbOrTx, id: string): Promise<void> {
  await db.delete(reminders).where(eq(reminders.id, id));
}

const inApp = (userId: string) => and(eq(reminders.userId, userId), eq(reminders.channel, 'in_app'));

export function findInAppReminders(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(reminders)
    .where(inApp(userId))
    .orderBy(desc(reminders.createdAt), desc(reminders.id))
    .limit(limit);
}

export async function countUnreadReminders(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reminders)
    .where(and(inApp(userId), isNull(reminders.readAt)));
  return row?.n ?? 0;
}

/** Marks the person's reminders read (the given ones, or all). */
export async function markRemindersRead(db: DbOrTx, userId: string, ids: string[] | undefined) {
  await db
    .update(reminders)
    .set({ readAt: new Date() })
    .where(and(inApp(userId), isNull(reminders.readAt), ids ? inArray(reminders.id, ids) : undefined));
}
