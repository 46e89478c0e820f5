import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
} from '@threshold/domain/notifications/notification-kinds';
import { users } from '../../platform/auth/auth.schema';
import { inList } from '../../platform/db/columns';
import { organizations } from '../organizations/organizations.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One notification for one person (ADR 0167): its text is written when it is created (a renamed deal
 * does not rewrite old notifications); `delivery` is the person's choice for the kind at that moment
 * (ADR 0168): e-mailed now (`emailed_at` set by the e-mail scan) or in a digest (`digest_batch`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    delivery: text('delivery').$type<Exclude<NotificationDelivery, 'off'>>().notNull(),
    /** Scheduled kinds (task due, deadline approaching): one per person and key, e.g. the item and day. */
    dedupeKey: text('dedupe_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    emailedAt: at('emailed_at'),
    digestBatch: uuid('digest_batch'),
  },
  (t) => [
    check('notifications_kind_ck', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`),
    check('notifications_delivery_ck', sql`${t.delivery} in ('in_app', 'email_now', 'email_digest')`),
    uniqueIndex('notifications_once_uq').on(t.userId, t.dedupeKey),
    // Ascending: read backwards it serves `order by created_at desc, id desc` (DESC NULLS LAST would not).
    index('notifications_inbox_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.emailedAt} is null and ${t.readAt} is null and ${t.delivery} <> 'in_app'`),
  ],
);

/** A person's choice per kind; a kind without a row has its default (DEFAULT_DELIVERY). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    delivery: text('delivery').$type<NotificationDelivery>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_ck', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`),
    check('notification_preferences_delivery_ck', sql`${t.delivery} in (${inList(NOTIFICATION_DELIVERIES)})`),
  ],
);
