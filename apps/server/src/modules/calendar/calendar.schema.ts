import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EventKind } from '@threshold/domain/calendar/calendar-event.contract';
import { users } from '../../platform/auth/auth.schema';
import { recordVersion } from '../../platform/db/record-version';
import { contacts } from '../contacts/contacts.schema';
import { listings } from '../listings/listings.schema';
import { organizations } from '../organizations/organizations.schema';
import { transactions } from '../transactions/transactions.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Events the calendar stores itself (showings, inspections, personal …). Deal dates and tasks are
 * never copied here: the range query reads them where they live. An all-day event keeps its days
 * as UTC midnights (`ends_at` = the last day); a cancelled one keeps its row (`cancelled_at`) so
 * subscribed calendars receive STATUS:CANCELLED.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EventKind>().notNull(),
    title: text('title').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    location: text('location'),
    notes: text('notes'),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** The listing an event belongs to (an open house): seen under the listing scope (ADR 0135). */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** The wall-clock zone of the event; a repeating one keeps its local time in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** RFC 5545 RRULE value of a repeating (personal) event; starts_at/ends_at are its first occurrence. */
    rrule: text('rrule'),
    /** When the last occurrence is over (null: never, or not repeating), so ranges skip ended series. */
    recursUntil: at('recurs_until'),
    cancelledAt: at('cancelled_at'),
    /** Minutes before the start to remind (per-event override); null = each person's defaults, [] = none. */
    reminderMinutes: integer('reminder_minutes').array(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_org_time_idx').on(t.organizationId, t.startsAt),
    // The reminder scan (ADR 0138): live one-off events starting soon, and live series, across organizations.
    index('calendar_events_upcoming_idx')
      .on(t.startsAt)
      .where(sql`${t.cancelledAt} is null and ${t.rrule} is null`),
    index('calendar_events_series_idx')
      .on(t.recursUntil)
      .where(sql`${t.cancelledAt} is null and ${t.rrule} is not null`),
    index('calendar_events_owner_time_idx').on(t.ownerId, t.startsAt),
    index('calendar_events_tx_idx')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    index('calendar_events_listing_idx')
      .on(t.listingId, t.startsAt)
      .where(sql`${t.listingId} is not null`),
  ],
);

/** Who attends: organization members (user_id) or contacts (contact_id), one of the two per row. */
export const calendarEventAttendees = pgTable(
  'calendar_event_attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('calendar_event_attendees_event_idx').on(t.eventId),
    index('calendar_event_attendees_user_idx')
      .on(t.userId, t.eventId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** One subscription feed per user: only the SHA-256 of the secret is kept; revoking keeps the row. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [primaryKey({ columns: [t.userId] }), uniqueIndex('calendar_feed_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * A person's calendar settings (ADR 0137, 0138): their time zone (null = the organization's), reminder
 * defaults and the morning agenda. No row = all defaults.
 */
export const calendarUserSettings = pgTable('calendar_user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: recordVersion(),
  timeZone: text('time_zone'),
  eventReminderMinutes: integer('event_reminder_minutes').array().notNull(),
  deadlineReminderDays: integer('deadline_reminder_days').array().notNull(),
  remindInApp: boolean('remind_in_app').notNull(),
  remindByEmail: boolean('remind_by_email').notNull(),
  morningAgenda: boolean('morning_agenda').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Every reminder sent, one row per person, item, occurrence, lead time and channel: the unique key is
 * what makes a reminder go out once however many instances scan (insert … on conflict do nothing
 * first, send only what was inserted; ADR 0138). In-app rows are the reminders list (read_at).
 */
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** event, key_date or agenda. */
    source: text('source').$type<'event' | 'key_date' | 'agenda'>().notNull(),
    /** The event's or key date's id; for the agenda, "agenda". */
    itemKey: text('item_key').notNull(),
    /** The occurrence reminded of: an event's start instant (ISO) or a day. */
    occurrence: text('occurrence').notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    channel: text('channel').$type<'in_app' | 'email'>().notNull(),
    title: text('title').notNull(),
    startsAt: at('starts_at').notNull(),
    allDay: boolean('all_day').notNull(),
    transactionId: uuid('transaction_id'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_reminders_once_uq').on(
      t.userId,
      t.source,
      t.itemKey,
      t.occurrence,
      t.leadMinutes,
      t.channel,
    ),
    index('calendar_reminders_inbox_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.channel} = 'in_app'`),
  ],
);

/**
 * One occurrence of a repeating event changed or cancelled (ADR 0104's exceptions): `occurrence` is
 * the occurrence's original start as the series expands it (an instant, or a day for all-day series);
 * a moved one has its own start/end, a retitled one its own title, a cancelled one `cancelled`.
 */
export const calendarEventExceptions = pgTable(
  'calendar_event_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrence: text('occurrence').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    title: text('title'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_event_exceptions_uq').on(t.eventId, t.occurrence)],
);
