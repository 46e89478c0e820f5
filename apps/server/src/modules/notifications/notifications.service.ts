import {
  DEFAULT_DELIVERY,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@threshold/domain/notifications/notification-kinds';
import type {
  NotificationDto,
  NotificationListQuery,
  NotificationPreferences,
  NotificationPreferencesInput,
} from '@threshold/domain/notifications/notifications.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { decodeTimeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { notFound } from '../../platform/http/errors';
import { findPreferences, replacePreferences } from './notification-preferences.repository';
import { countUnread, findNotifications, markRead, notificationExists } from './notifications.repository';

type ListedRow = Awaited<ReturnType<typeof findNotifications>>[number];

const actorName = (r: ListedRow) =>
  [r.actorFirstName, r.actorLastName].filter(Boolean).join(' ') || 'Someone';

function toDto(r: ListedRow): NotificationDto {
  return {
    id: r.id,
    kind: r.kind,
    subject: { type: r.subjectType as NotificationDto['subject']['type'], id: r.subjectId },
    title: r.title,
    body: r.body,
    actor: r.actorId ? { id: r.actorId, name: actorName(r) } : null,
    read: r.readAt !== null,
    created_at: r.createdAt.toISOString(),
  };
}

/** The caller's notifications, newest first (keyset pages); `unread=true` leaves out the read ones. */
export async function listNotifications(db: Db, actor: Actor, query: NotificationListQuery) {
  const after = query.cursor ? decodeTimeCursor(query.cursor, 'notifications') : null;
  const rows = await findNotifications(db, actor.userId, {
    limit: query.limit,
    unreadOnly: query.unread === 'true',
    after,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toDto),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor(['notifications', last.sortAt, last.id]) : null,
  };
}

export async function unreadCount(db: Db, actor: Actor) {
  return { unread: await countUnread(db, actor.userId) };
}

/** Marks one of the caller's notifications read (404 when it is not theirs); idempotent. */
export async function readNotification(db: Db, actor: Actor, id: string) {
  if (!(await notificationExists(db, actor.userId, id))) throw notFound('Notification');
  await markRead(db, actor.userId, id);
  return unreadCount(db, actor);
}

export async function readAllNotifications(db: Db, actor: Actor) {
  await markRead(db, actor.userId, null);
  return unreadCount(db, actor);
}

export async function getPreferences(db: Db, actor: Actor): Promise<NotificationPreferences> {
  const saved = new Map((await findPreferences(db, actor.userId)).map((p) => [p.kind, p.delivery]));
  return {
    kinds: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, saved.get(kind) ?? DEFAULT_DELIVERY[kind]]),
    ) as NotificationPreferences['kinds'],
  };
}

/** Replaces the caller's own choices; a kind left out, or set to its default, is stored as no row. */
export async function savePreferences(db: Db, actor: Actor, input: NotificationPreferencesInput) {
  const choices = (
    Object.entries(input.kinds) as [NotificationKind, NotificationPreferences['kinds'][NotificationKind]][]
  )
    .filter(([kind, delivery]) => delivery !== DEFAULT_DELIVERY[kind])
    .map(([kind, delivery]) => ({ kind, delivery }));
  await db.transaction((tx) => replacePreferences(tx, actor.userId, choices));
  return getPreferences(db, actor);
}
