import { and, desc, eq } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.schema';

export interface LatestChange {
  changedBy: { id: string; name: string } | null;
  changedAt: Date | null;
}

/**
 * Who wrote a record last and when: the newest audit row for it (writes are audited in their transaction).
 * `within`: for records whose id is not unique across organizations (a template's type, an organization's
 * settings section), only that organization's rows, and optionally only one action.
 */
export async function latestChangeOf(
  db: DbOrTx,
  entityType: string,
  entityId: string,
  within: { organizationId?: string; action?: string } = {},
): Promise<LatestChange> {
  const [row] = await db
    .select({ at: auditLog.createdAt, userId: auditLog.actorUserId, name: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, entityId),
        within.organizationId === undefined ? undefined : eq(auditLog.organizationId, within.organizationId),
        within.action === undefined ? undefined : eq(auditLog.action, within.action),
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
