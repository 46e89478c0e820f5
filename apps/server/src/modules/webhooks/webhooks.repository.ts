import { and, asc, desc, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.schema';
import type { DbOrTx } from '../../platform/db/client';
import { timestampText } from '../../platform/db/keyset-cursor';
import { deleteIfVersion, updateIfVersion } from '../../platform/db/versioned-write.repository';
import { webhookDeliveries, webhookEndpoints } from './webhooks.schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function listEndpoints(db: DbOrTx, organizationId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(asc(webhookEndpoints.createdAt));
}

/** The newest delivery of each endpoint. */
export async function lastDeliveries(db: DbOrTx, endpointIds: string[]) {
  if (endpointIds.length === 0) return [];
  return db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
      lastStatusCode: webhookDeliveries.lastStatusCode,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
}

export async function findEndpoint(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export const updateEndpoint = (
  db: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  set: Partial<typeof webhookEndpoints.$inferInsert>,
) => updateIfVersion(db, webhookEndpoints, id, expectedVersion, set);

export const deleteEndpoint = (db: DbOrTx, id: string, expectedVersion: number | undefined) =>
  deleteIfVersion(db, webhookEndpoints, id, expectedVersion);

export async function activeEndpoints(db: DbOrTx): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.active, true));
}

/**
 * Audit entries of the organization about the given entities, from `since` on (inclusive: the scan
 * re-reads an overlap and relies on the deliveries' unique key), never before the endpoint existed.
 */
export async function auditEventsSince(
  db: DbOrTx,
  organizationId: string,
  entityTypes: string[],
  since: Date,
  limit: number,
) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        inArray(auditLog.entityType, entityTypes),
        gte(auditLog.createdAt, since),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(limit);
}

/** Inserts the deliveries not made yet; answers the ids of those it made. */
export async function insertDeliveries(
  db: DbOrTx,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const made = await db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
    .returning({ id: webhookDeliveries.id });
  return made.map((r) => r.id);
}

export async function advanceCursor(db: DbOrTx, endpointId: string, at: Date, id: string) {
  await db
    .update(webhookEndpoints)
    .set({ cursorAt: at, cursorId: id })
    .where(and(eq(webhookEndpoints.id, endpointId), gt(sql`${at}::timestamptz`, webhookEndpoints.cursorAt)));
}

export async function findDeliveryWithEndpoint(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateDelivery(
  db: DbOrTx,
  id: string,
  set: Partial<typeof webhookDeliveries.$inferInsert>,
) {
  await db.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, id));
}

export async function findDelivery(db: DbOrTx, endpointId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
    .limit(1);
  return row ?? null;
}

/** One page of an endpoint's deliveries, newest first (keyset on created_at, id). */
export async function listDeliveries(
  db: DbOrTx,
  endpointId: string,
  after: { at: string; id: string } | null,
  limit: number,
) {
  const keyset = after
    ? or(
        sql`${webhookDeliveries.createdAt} < ${after.at}::timestamptz`,
        and(
          sql`${webhookDeliveries.createdAt} = ${after.at}::timestamptz`,
          sql`${webhookDeliveries.id} < ${after.id}`,
        ),
      )
    : undefined;
  return db
    .select({ row: webhookDeliveries, at: timestampText(webhookDeliveries.createdAt) })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), keyset))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit + 1);
}
