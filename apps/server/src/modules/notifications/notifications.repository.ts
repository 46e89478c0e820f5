import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { NotificationKind } from '@threshold/domain/notifications/notification-kinds';
import { users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { timestampText } from '../../platform/db/keyset-cursor';
import { userProfiles } from '../identity/identity.schema';
import { notifications } from './notifications.schema';

export type NotificationInsert = typeof notifications.$inferInsert;

const COLUMNS = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  subjectType: notifications.subjectType,
  subjectId: notifications.subjectId,
  title: notifications.title,
  body: notifications.body,
  actorId: notifications.actorId,
  delivery: notifications.delivery,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};
export type NotificationRow = {
  id: string;
  userId: string;
  kind: NotificationKind;
  subjectType: string;
  subjectId: string;
  title: string;
  body: string;
  actorId: string | null;
  delivery: string;
  createdAt: Date;
  readAt: Date | null;
};

/** Inserts the notifications; a scheduled one already made for its person and key is skipped. */
export async function insertNotifications(
  db: DbOrTx,
  rows: NotificationInsert[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning(COLUMNS);
}

/** A person's notifications, newest first, after the keyset position; one extra row says more follow. */
export function findNotifications(
  db: DbOrTx,
  userId: string,
  options: { limit: number; unreadOnly: boolean; after: { at: string; id: string } | null },
) {
  const { after } = options;
  return db
    .select({
      ...COLUMNS,
      sortAt: timestampText(notifications.createdAt),
      actorFirstName: userProfiles.firstName,
      actorLastName: userProfiles.lastName,
    })
    .from(notifications)
    .leftJoin(userProfiles, eq(userProfiles.id, notifications.actorId))
    .where(
      and(
        eq(notifications.userId, userId),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit + 1);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the person's notifications read (or all of them without an id); answers how many changed. */
export async function markRead(db: DbOrTx, userId: string, id: string | null): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id ? eq(notifications.id, id) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationExists(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .limit(1);
  return row !== undefined;
}

/** Unread, un-mailed notifications of a delivery, created no later than `before`, oldest first. */
export function findUnmailed(
  db: DbOrTx,
  delivery: 'email_now' | 'email_digest',
  before: Date,
  limit: number,
) {
  return db
    .select({ id: notifications.id, userId: notifications.userId, createdAt: notifications.createdAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.delivery, delivery),
        isNull(notifications.emailedAt),
        isNull(notifications.readAt),
        lte(notifications.createdAt, before),
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(limit);
}

/**
 * Claims notifications for an e-mail: only rows still unread and un-mailed are taken (a racing scan
 * or instance takes each row once). Answers the claimed rows with the recipient's address.
 */
export async function claimForEmail(db: DbOrTx, ids: string[], batch: string | null) {
  if (ids.length === 0) return [];
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: new Date(), digestBatch: batch })
    .where(and(inArray(notifications.id, ids), isNull(notifications.emailedAt), isNull(notifications.readAt)))
    .returning(COLUMNS);
  const emails = await findEmails(db, [...new Set(claimed.map((c) => c.userId))]);
  return claimed.map((row) => ({ ...row, email: emails.get(row.userId) ?? null }));
}

/** Gives claims back after an e-mail could not be sent; the next scan tries again. */
export async function releaseEmailClaims(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ emailedAt: null, digestBatch: null })
    .where(inArray(notifications.id, ids));
}

async function findEmails(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.email]));
}

export async function findAccounts(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(inArray(users.id, userIds));
}
