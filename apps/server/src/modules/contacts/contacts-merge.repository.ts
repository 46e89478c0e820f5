import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { contactActivities, contactTasks } from './contact-timeline.schema';
import { contacts } from './contacts.schema';

/**
 * Re-points the duplicate's activities, tasks and invitations at the survivor; returns the counts.
 * Client invitations are the invitations module's table, and that module depends on this one: they
 * are reached with plain SQL, as deal links are (contact-deals.repository.ts), so that contacts never
 * imports it (modules do not import each other both ways).
 */
export async function moveLinkedRecords(db: DbOrTx, fromId: string, toId: string) {
  const activities = await db
    .update(contactActivities)
    .set({ contactId: toId })
    .where(eq(contactActivities.contactId, fromId))
    .returning({ id: contactActivities.id });
  const tasks = await db
    .update(contactTasks)
    .set({ contactId: toId })
    .where(eq(contactTasks.contactId, fromId))
    .returning({ id: contactTasks.id });
  const invitations = await db.execute(
    sql`update client_invitations set contact_id = ${toId} where contact_id = ${fromId} returning id`,
  );
  return {
    activities: activities.length,
    tasks: tasks.length,
    invitations: (invitations as unknown as { rows: unknown[] }).rows.length,
  };
}

/**
 * The merged-away contact: soft-deleted, pointing at its survivor, its account link released; only if
 * it is still at `expectedVersion` (undefined: unconditionally). False when stale.
 */
export async function retireMergedContact(
  db: DbOrTx,
  id: string,
  survivorId: string,
  expectedVersion?: number,
): Promise<boolean> {
  const now = new Date();
  return updateIfVersion(db, contacts, id, expectedVersion, {
    deletedAt: now,
    mergedIntoId: survivorId,
    userId: null,
    updatedAt: now,
  });
}
