import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contactTasks } from './contact-timeline.schema';
import { contacts } from './contacts.schema';

/**
 * Issue 17 (member deactivation): the contacts one person owns in an organization, and their open
 * contact tasks, move to another person. Answers the ids moved (the caller audits them).
 */
export async function reassignContacts(
  db: DbOrTx,
  organizationId: string,
  fromUserId: string,
  toUserId: string,
) {
  const moved = await db
    .update(contacts)
    .set({ ownerId: toUserId, updatedAt: new Date() })
    .where(
      and(
        eq(contacts.organizationId, organizationId),
        eq(contacts.ownerId, fromUserId),
        isNull(contacts.deletedAt),
      ),
    )
    .returning({ id: contacts.id });
  const tasks = await db
    .update(contactTasks)
    .set({ assigneeId: toUserId, updatedAt: new Date() })
    .where(
      and(
        eq(contactTasks.organizationId, organizationId),
        eq(contactTasks.assigneeId, fromUserId),
        isNull(contactTasks.completedAt),
      ),
    )
    .returning({ id: contactTasks.id, contactId: contactTasks.contactId });
  return { contactIds: moved.map((c) => c.id), tasks };
}
