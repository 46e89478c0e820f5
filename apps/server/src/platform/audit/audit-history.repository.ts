import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { timestampText } from '../db/keyset-cursor';
import { auditLog } from './audit.schema';

export interface HistoryQuery {
  entityType: string;
  entityId: string;
  /** Only these actions (e.g. what a client may see); every action when absent. */
  actions?: readonly string[] | undefined;
  limit: number;
  /** Keyset position: entries older than this one. */
  after: { at: string; id: string } | null;
}

/** A record's audit entries, newest first, one more than `limit` so the caller knows if more follow. */
export function findEntityHistory(db: DbOrTx, query: HistoryQuery) {
  const { after } = query;
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      sortAt: timestampText(auditLog.createdAt),
      actorUserId: auditLog.actorUserId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, query.entityType),
        eq(auditLog.entityId, query.entityId),
        query.actions ? inArray(auditLog.action, [...query.actions]) : undefined,
        after
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
}
