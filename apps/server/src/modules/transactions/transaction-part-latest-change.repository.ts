import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../platform/auth/auth.schema';
import type { LatestChange } from '../../platform/audit/audit-latest.repository';
import { auditLog } from '../../platform/audit/audit.schema';
import type { DbOrTx } from '../../platform/db/client';

/**
 * Who changed a part of a deal (participant, key date, task) last and when, for a 409 STALE_VERSION.
 * Deal writes are audited on the deal (transaction-audit.ts) with the part inside before/after, so
 * this is the newest audit row of the deal whose `after` contains one of `shapes` (jsonb `@>`, e.g.
 * `{ task: { id } }`, or `{ moved_tasks: [{ id }] }` when a key date moved the task).
 */
export async function latestPartChangeOf(
  db: DbOrTx,
  dealId: string,
  shapes: object[],
): Promise<LatestChange> {
  const [row] = await db
    .select({ at: auditLog.createdAt, userId: auditLog.actorUserId, name: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.entityType, 'transaction'),
        eq(auditLog.entityId, dealId),
        or(...shapes.map((shape): SQL => sql`${auditLog.after} @> ${JSON.stringify(shape)}::jsonb`)),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  if (!row) return { changedBy: null, changedAt: null };
  return {
    changedBy: row.userId ? { id: row.userId, name: row.name ?? 'A former user' } : null,
    changedAt: row.at,
  };
}
