import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { clientInvitations } from '../invitations/invitations.schema';
import { contactActivities, contactTasks } from './contact-timeline.schema';
import { contacts } from './contacts.schema';

/**
 * Re-points the duplicate's activities, tasks and invitations at the survivor; returns the counts.
 * Joining or writing another module's table through its schema is not a module dependency (ADR 0095).
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
  const invitations = await db
    .update(clientInvitations)
    .set({ contactId: toId })
    .where(eq(clientInvitations.contactId, fromId))
    .returning({ id: clientInvitations.id });
  return { activities: activities.length, tasks: tasks.length, invitations: invitations.length };
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
