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

const auditRow = (entry: AuditEntry) => ({
  organizationId: entry.organizationId ?? null,
  actorUserId: entry.actorUserId,
  action: entry.action,
  entityType: entry.entityType,
  entityId: entry.entityId,
  before: entry.before ?? null,
  after: entry.after ?? null,
  requestId: entry.requestId ?? null,
});

/** Call inside the same transaction as the write it records. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry) {
  await tx.insert(auditLog).values(auditRow(entry));
}

/** Many entries in one statement (a bulk change that touches many records), in chunks of 1,000. */
export async function writeAudits(tx: DbOrTx, entries: readonly AuditEntry[]) {
  for (let start = 0; start < entries.length; start += 1000)
    await tx.insert(auditLog).values(entries.slice(start, start + 1000).map(auditRow));
}
