import { and, desc, eq, or, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.schema';

export interface LatestChange {
  changedBy: { id: string; name: string } | null;
  changedAt: Date | null;
}

export interface ChangeFilter {
  /** For records whose id is not unique across organizations (a template's type, a settings section). */
  organizationId?: string;
  action?: string;
  /**
   * A sub-record audited on its parent's rows (a deal's checklist item, participant, key date, task):
   * only rows whose `before` or `after` contains one of these jsonb shapes, e.g. `{ item: { id } }`, or
   * `{ moved_tasks: [{ id }] }` when moving a key date moved the task.
   */
  parts?: object[];
}

const namesOneOf = (parts: object[]) =>
  or(
    ...parts.flatMap((part) => {
      const shape = JSON.stringify(part);
      return [sql`${auditLog.after} @> ${shape}::jsonb`, sql`${auditLog.before} @> ${shape}::jsonb`];
    }),
  );

/** Who wrote a record last and when: the newest audit row for it (writes are audited in their transaction). */
export async function latestChangeOf(
  db: DbOrTx,
  entityType: string,
  entityId: string,
  filter: ChangeFilter = {},
): Promise<LatestChange> {
  const [row] = await db
    .select({ at: auditLog.createdAt, userId: auditLog.actorUserId, name: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, entityId),
        filter.organizationId === undefined ? undefined : eq(auditLog.organizationId, filter.organizationId),
        filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
        filter.parts?.length ? namesOneOf(filter.parts) : undefined,
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
