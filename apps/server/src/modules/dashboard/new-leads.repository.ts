import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contactTasks } from '../contacts/contact-timeline.schema';
import { contacts as c } from '../contacts/contacts.schema';

/**
 * Contacts created in the last `days` days among those `visible` (the contacts list's scope SQL):
 * all, owned by `userId`, and unowned — one pass over the organization's recent contacts
 * (contacts_org_created_idx).
 */
export async function countNewLeads(db: DbOrTx, visible: SQL, userId: string, days: number) {
  const [row] = await db
    .select({
      inScope: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${eq(c.ownerId, userId)}))::int`,
      unassigned: sql<number>`(count(*) filter (where ${isNull(c.ownerId)}))::int`,
    })
    .from(c)
    .where(and(visible, sql`${c.createdAt} >= now() - make_interval(days => ${days}::int)`));
  return row!;
}

/** Open contact tasks assigned to `userId`, overdue or due in the next 24 hours, on live contacts. */
export async function countFollowUpsDue(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactTasks)
    .innerJoin(c, eq(c.id, contactTasks.contactId))
    .where(
      and(
        eq(contactTasks.assigneeId, userId),
        isNull(contactTasks.completedAt),
        isNull(c.deletedAt),
        sql`${contactTasks.dueAt} < now() + interval '1 day'`,
      ),
    );
  return row!.n;
}
