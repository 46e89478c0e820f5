import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { calendarFeedTokens as feeds } from './calendar.schema';

/** The caller's feed row (revoked or not), or null when they never made one. */
export async function findFeedOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ createdAt: feeds.createdAt, revokedAt: feeds.revokedAt })
    .from(feeds)
    .where(eq(feeds.userId, userId))
    .limit(1);
  return row ?? null;
}

/** A new secret replaces the previous one (which stops working at once). */
export async function saveFeedToken(db: DbOrTx, userId: string, tokenHash: string): Promise<Date> {
  const createdAt = new Date();
  await db
    .insert(feeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: feeds.userId, set: { tokenHash, createdAt, revokedAt: null } });
  return createdAt;
}

export async function revokeFeedToken(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(feeds)
    .set({ revokedAt: new Date() })
    .where(and(eq(feeds.userId, userId), isNull(feeds.revokedAt)));
}

/** The user whose live feed has this secret's hash. */
export async function findFeedUser(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: feeds.userId })
    .from(feeds)
    .where(and(eq(feeds.tokenHash, tokenHash), isNull(feeds.revokedAt)))
    .limit(1);
  return row?.userId ?? null;
}
