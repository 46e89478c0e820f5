import { and, desc, eq, or, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.schema';

export interface LatestChange {
  changedBy: { id: string; name: string } | null;
  changedAt: Date | null;
}

/**
 * A sub-record audited on its parent's rows (e.g. a deal's checklist item: entity = the deal, the item
 * in `before`/`after` under `member`, as `{ "item": { "id": … } }`).
 */
export interface AuditedPart {
  member: string;
  id: string;
}

const namesPart = ({ member, id }: AuditedPart) =>
  or(
    sql`${auditLog.after} -> ${member} ->> 'id' = ${id}`,
    sql`${auditLog.before} -> ${member} ->> 'id' = ${id}`,
  );

/**
 * Who wrote a record last and when: the newest audit row for it (writes are audited in their
 * transaction). With `part`, the newest row of the parent that names that sub-record.
 */
export async function latestChangeOf(
  db: DbOrTx,
  entityType: string,
  entityId: string,
  part?: AuditedPart,
): Promise<LatestChange> {
  const [row] = await db
    .select({ at: auditLog.createdAt, userId: auditLog.actorUserId, name: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, entityId),
        part ? namesPart(part) : undefined,
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
