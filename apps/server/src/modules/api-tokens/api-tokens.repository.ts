import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { apiTokens } from './api-tokens.schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function listTokensOf(db: DbOrTx, userId: string): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt));
}

export async function countLiveTokensOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  return row?.n ?? 0;
}

export async function insertToken(db: DbOrTx, values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** Revokes one of the user's own tokens; null when they have no such token. */
export async function revokeToken(db: DbOrTx, userId: string, id: string): Promise<ApiTokenRow | null> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning();
  return row ?? null;
}
