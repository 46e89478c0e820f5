import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.schema';

export interface AuditEntry {
  organizationId?: string | null;
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
}

/** Call inside the same transaction as the write it records. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    organizationId: entry.organizationId ?? null,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}
