import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { contacts } from '../contacts/contacts.schema';
import { users } from '../../platform/auth/auth.schema';
import { userProfiles } from '../identity/identity.schema';
import { transactions } from '../transactions/transactions.schema';
import { transactionScope } from '../transactions/deals/transactions-scope.sql';
import { listingScope, sellerListingScope } from '../listings/listings-scope.repository';
import { listings, properties } from '../listings/listings.schema';
import { calendarEventAttendees as attendees, calendarEvents as events } from './calendar.schema';

/**
 * Which events a caller sees (ADR 0100): their own and those they attend; besides, work events
 * (every kind but `personal`) of their organization linked to a deal in their deal scope or to a
 * listing in their listing scope (ADR 0135) — or all of them for organization-scope roles (brokers,
 * admins). A seller client sees the open houses of their listings. System admins see every event.
 */
export function visibleEvents(actor: Actor): SQL {
  if (actor.isSystemAdmin) return sql`true`;
  const mine = or(
    eq(events.ownerId, actor.userId),
    sql`${events.id} in (select ${attendees.eventId} from ${attendees} where ${attendees.userId} = ${actor.userId})`,
  )!;
  const sellerOpenHouses = and(
    sql`${events.kind} = 'open_house'`,
    sql`${events.listingId} in (select ${listings.id} from ${listings} where ${sellerListingScope(actor.userId)})`,
  )!;
  if (!actor.organizationId) return or(mine, sellerOpenHouses)!;
  const work =
    actor.scopes.transactionAccessScope === 'organization'
      ? sql`true`
      : or(
          sql`${events.transactionId} in (select ${transactions.id} from ${transactions} where ${transactionScope(actor)})`,
          sql`${events.listingId} in (select ${listings.id} from ${listings} where ${listingScope(actor)})`,
        );
  return or(
    mine,
    and(eq(events.organizationId, actor.organizationId), sql`${events.kind} <> 'personal'`, work),
    sellerOpenHouses,
  )!;
}

/** An open house of a listing: the range reports it as its own source (`open_house`). */
export const isListingOpenHouse = (e: { kind: string; listingId: string | null }) =>
  e.kind === 'open_house' && e.listingId !== null;
const listingOpenHouse = sql`(${events.kind} = 'open_house' and ${events.listingId} is not null)`;

const EVENT_COLUMNS = {
  id: events.id,
  version: events.version,
  organizationId: events.organizationId,
  ownerId: events.ownerId,
  ownerFirstName: userProfiles.firstName,
  ownerLastName: userProfiles.lastName,
  kind: events.kind,
  title: events.title,
  allDay: events.allDay,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  notes: events.notes,
  transactionId: events.transactionId,
  transactionTitle: transactions.title,
  contactId: events.contactId,
  contactFirstName: contacts.firstName,
  contactLastName: contacts.lastName,
  listingId: events.listingId,
  listingTitle: properties.addressLine1,
  timeZone: events.timeZone,
  rrule: events.rrule,
  cancelledAt: events.cancelledAt,
  reminderMinutes: events.reminderMinutes,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

const selectEvents = (db: DbOrTx) =>
  db
    .select(EVENT_COLUMNS)
    .from(events)
    .leftJoin(userProfiles, eq(userProfiles.id, events.ownerId))
    .leftJoin(transactions, eq(transactions.id, events.transactionId))
    .leftJoin(contacts, eq(contacts.id, events.contactId))
    .leftJoin(listings, eq(listings.id, events.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId));

export type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

/** A live (not cancelled) event the caller sees, or null. */
export async function findVisibleEvent(db: DbOrTx, id: string, visible: SQL): Promise<EventRow | null> {
  const [row] = await selectEvents(db)
    .where(and(eq(events.id, id), isNull(events.cancelledAt), visible))
    .limit(1);
  return row ?? null;
}

export interface EventWindow {
  /** Timed events: the instants of the first local midnight and the one after the last day. */
  from: Date;
  to: Date;
  /** All-day events: the first and the last day, inclusive. */
  fromDay: string;
  toDay: string;
  transactionId?: string | undefined;
  /** Only events these people organize or attend (one person, or a team's members). */
  people?: string[] | undefined;
  /** Listing open houses: only them, or none of them (default: both kinds of events). */
  openHouses?: 'only' | 'none' | undefined;
  /** The feed keeps cancelled events (STATUS:CANCELLED); the calendar drops them. */
  withCancelled?: boolean;
}

/** Events overlapping a window, earliest first (at most `limit`). */
export function findEventsBetween(db: DbOrTx, visible: SQL, w: EventWindow, limit: number) {
  const single = isNull(events.rrule);
  const timed = and(
    single,
    eq(events.allDay, false),
    lt(events.startsAt, w.to),
    or(gt(events.endsAt, w.from), gte(events.startsAt, w.from)),
  );
  const allDay = and(
    single,
    eq(events.allDay, true),
    lte(events.startsAt, new Date(`${w.toDay}T00:00:00.000Z`)),
    gte(events.endsAt, new Date(`${w.fromDay}T00:00:00.000Z`)),
  );
  // A series that started before the window's end and is not over: expanded by the service.
  const repeating = and(
    isNotNull(events.rrule),
    lt(events.startsAt, w.to),
    or(isNull(events.recursUntil), gt(events.recursUntil, w.from)),
  );
  return selectEvents(db)
    .where(
      and(
        visible,
        w.withCancelled ? undefined : isNull(events.cancelledAt),
        or(timed, allDay, repeating),
        w.transactionId ? eq(events.transactionId, w.transactionId) : undefined,
        w.people
          ? or(
              inArray(events.ownerId, w.people),
              sql`${events.id} in (select ${attendees.eventId} from ${attendees} where ${inArray(attendees.userId, w.people)})`,
            )
          : undefined,
        w.openHouses === 'only'
          ? listingOpenHouse
          : w.openHouses === 'none'
            ? sql`not ${listingOpenHouse}`
            : undefined,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

export type EventValues = typeof events.$inferInsert;

export async function insertEvent(db: DbOrTx, values: EventValues): Promise<string> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

/** Conditional update (issue 19); false when the event moved past `expectedVersion`. */
export function updateEventRow(
  db: DbOrTx,
  id: string,
  set: Partial<EventValues>,
  expectedVersion: number | undefined,
): Promise<boolean> {
  return updateIfVersion(db, events, id, expectedVersion, { ...set, updatedAt: new Date() });
}

export async function lockEvent(db: DbOrTx, id: string): Promise<void> {
  await db.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
}

export interface AttendeeRow {
  eventId: string;
  userId: string | null;
  contactId: string | null;
  firstName: string | null;
  lastName: string | null;
}

export async function findAttendees(db: DbOrTx, eventIds: string[]): Promise<AttendeeRow[]> {
  if (!eventIds.length) return [];
  return db
    .select({
      eventId: attendees.eventId,
      userId: attendees.userId,
      contactId: attendees.contactId,
      firstName: sql<string | null>`coalesce(${userProfiles.firstName}, ${contacts.firstName})`,
      lastName: sql<string | null>`coalesce(${userProfiles.lastName}, ${contacts.lastName})`,
    })
    .from(attendees)
    .leftJoin(userProfiles, eq(userProfiles.id, attendees.userId))
    .leftJoin(contacts, eq(contacts.id, attendees.contactId))
    .where(inArray(attendees.eventId, eventIds))
    .orderBy(asc(attendees.id));
}

export async function replaceAttendees(db: DbOrTx, eventId: string, userIds: string[], contactIds: string[]) {
  await db.delete(attendees).where(eq(attendees.eventId, eventId));
  const rows = [
    ...userIds.map((userId) => ({ eventId, userId })),
    ...contactIds.map((contactId) => ({ eventId, contactId })),
  ];
  if (rows.length) await db.insert(attendees).values(rows);
}

/** An event whatever its state (cancelled too): its invitations go out after the organizer's write. */
export async function findEventById(db: DbOrTx, id: string): Promise<EventRow | null> {
  const [row] = await selectEvents(db).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

/**
 * Where an event's invitations go: the organizer and each attendee with an e-mail address — a
 * member's sign-in address, a contact's first address.
 */
export function findInvitationAddresses(db: DbOrTx, eventId: string) {
  return db
    .select({
      firstName: sql<string | null>`coalesce(${userProfiles.firstName}, ${contacts.firstName})`,
      lastName: sql<string | null>`coalesce(${userProfiles.lastName}, ${contacts.lastName})`,
      email: sql<string | null>`coalesce(${users.email}, ${contacts.emails} -> 0 ->> 'value')`,
    })
    .from(attendees)
    .leftJoin(userProfiles, eq(userProfiles.id, attendees.userId))
    .leftJoin(users, eq(users.id, attendees.userId))
    .leftJoin(contacts, eq(contacts.id, attendees.contactId))
    .where(eq(attendees.eventId, eventId))
    .orderBy(asc(attendees.id));
}

export async function findUserAddress(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
