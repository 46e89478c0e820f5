import { and, eq, inArray } from 'drizzle-orm';
import type {
  NotificationDelivery,
  NotificationKind,
} from '@threshold/domain/notifications/notification-kinds';
import type { DbOrTx } from '../../platform/db/client';
import { notificationPreferences as preferences } from './notifications.schema';

/** The saved choices of one person (kinds without a row have their default). */
export function findPreferences(db: DbOrTx, userId: string) {
  return db
    .select({ kind: preferences.kind, delivery: preferences.delivery })
    .from(preferences)
    .where(eq(preferences.userId, userId));
}

/** The saved choice of each of these people for one kind. */
export async function findDeliveries(db: DbOrTx, userIds: string[], kind: NotificationKind) {
  if (userIds.length === 0) return new Map<string, NotificationDelivery>();
  const rows = await db
    .select({ userId: preferences.userId, delivery: preferences.delivery })
    .from(preferences)
    .where(and(inArray(preferences.userId, userIds), eq(preferences.kind, kind)));
  return new Map(rows.map((r) => [r.userId, r.delivery]));
}

/** Replaces a person's saved choices with these. */
export async function replacePreferences(
  db: DbOrTx,
  userId: string,
  choices: { kind: NotificationKind; delivery: NotificationDelivery }[],
) {
  await db.delete(preferences).where(eq(preferences.userId, userId));
  if (choices.length) await db.insert(preferences).values(choices.map((c) => ({ userId, ...c })));
}
