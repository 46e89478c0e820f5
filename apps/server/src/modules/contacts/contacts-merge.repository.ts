import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { clientInvitations } from '../invitations/invitations.schema';
import { contactActivities, contactTasks } from './contact-timeline.schema';
import { contacts } from './contacts.schema';

/** Re-points the duplicate's activities, tasks and invitations at the survivor; returns the counts. */
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

/** The merged-away contact: soft-deleted, pointing at its survivor, its account link released. */
export async function retireMergedContact(db: DbOrTx, id: string, survivorId: string) {
  await db
    .update(contacts)
    .set({ deletedAt: new Date(), mergedIntoId: survivorId, userId: null, updatedAt: new Date() })
    .where(eq(contacts.id, id));
}
