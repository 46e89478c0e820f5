import { and, desc, eq } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.schema';

export interface LatestChange {
  changedBy: { id: string; name: string } | null;
  changedAt: Date | null;
}

/** Who wrote a record last and when: the newest audit row for it (writes are audited in their transaction). */
export async function latestChangeOf(
  db: DbOrTx,
  entityType: string,
  entityId: string,
): Promise<LatestChange> {
  const [row] = await db
    .select({ at: auditLog.createdAt, userId: auditLog.actorUserId, name: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  if (!row) return { changedBy: null, changedAt: null };
  return {
    changedBy: row.userId ? { id: row.userId, name: row.name ?? 'A former user' } : null,
    changedAt: row.at,
  };
}
