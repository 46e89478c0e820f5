/**
 * Member deactivation (issue 17, ADR 0105): the leaver's open work moves to another member. It joins
 * other modules' tables through their schemas only (a schema import is not a module dependency, ADR 0095).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contactTasks } from '../contacts/contact-timeline.schema';
import { contacts } from '../contacts/contacts.schema';
import { transactionTasks } from '../transactions/transaction-work.schema';
import {
  transactionAssignments,
  transactionParticipants,
  transactions,
} from '../transactions/transactions.schema';

const OPEN_STATUSES = ['draft', 'active', 'under_contract'];

/**
 * Issue 17 (member deactivation): the open deals one person owns in an organization, and their open
 * deal tasks, move to another person. Answers the ids moved (the caller audits them).
 */
export async function reassignOpenDeals(
  db: DbOrTx,
  organizationId: string,
  fromUserId: string,
  toUserId: string,
) {
  const deals = await db
    .update(transactions)
    .set({ ownerId: toUserId, updatedAt: new Date() })
    .where(
      and(
        eq(transactions.organizationId, organizationId),
        eq(transactions.ownerId, fromUserId),
        inArray(transactions.status, OPEN_STATUSES),
      ),
    )
    .returning({ id: transactions.id });
  const tasks = await db
    .update(transactionTasks)
    .set({ assigneeId: toUserId })
    .where(
      and(
        eq(transactionTasks.assigneeId, fromUserId),
        isNull(transactionTasks.completedAt),
        sql`${transactionTasks.transactionId} in (select id from ${transactions} where ${transactions.organizationId} = ${organizationId})`,
      ),
    )
    .returning({ id: transactionTasks.id, transactionId: transactionTasks.transactionId });
  return { dealIds: deals.map((d) => d.id), tasks };
}

/**
 * A deactivated member no longer reaches the organization's deals through a participant or an
 * assignment: their participant rows keep the name (history) but lose the account link, and their
 * assignments go. Answers how many links ended.
 */
export async function unlinkFromDeals(db: DbOrTx, organizationId: string, userId: string): Promise<number> {
  const inOrg = (
    column: typeof transactionParticipants.transactionId | typeof transactionAssignments.transactionId,
  ) =>
    sql`${column} in (select id from ${transactions} where ${transactions.organizationId} = ${organizationId})`;
  const participants = await db
    .update(transactionParticipants)
    .set({ userId: null })
    .where(and(eq(transactionParticipants.userId, userId), inOrg(transactionParticipants.transactionId)))
    .returning({ id: transactionParticipants.id });
  const assignments = await db
    .delete(transactionAssignments)
    .where(and(eq(transactionAssignments.userId, userId), inOrg(transactionAssignments.transactionId)))
    .returning({ id: transactionAssignments.id });
  return participants.length + assignments.length;
}

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
