import { and, between, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { transactionAssignments, transactions } from '../transactions.schema';
import { transactionDates, transactionTasks } from '../transaction-work.schema';

const OPEN = ['draft', 'active', 'under_contract'];

/** Open, assigned tasks of open deals due between two days (inclusive). */
export function findAssignedTasksDue(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      id: transactionTasks.id,
      title: transactionTasks.title,
      dueDate: transactionTasks.dueDate,
      assigneeId: transactionTasks.assigneeId,
      transactionId: transactions.id,
      dealTitle: transactions.title,
      organizationId: transactions.organizationId,
    })
    .from(transactionTasks)
    .innerJoin(transactions, eq(transactions.id, transactionTasks.transactionId))
    .where(
      and(
        isNull(transactionTasks.completedAt),
        isNotNull(transactionTasks.assigneeId),
        between(transactionTasks.dueDate, from, to),
        inArray(transactions.status, OPEN),
      ),
    );
}

/** Open deadlines of open deals dated between two days (inclusive), with the deal's owner. */
export function findOpenDeadlines(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      id: transactionDates.id,
      label: transactionDates.label,
      date: transactionDates.date,
      transactionId: transactions.id,
      dealTitle: transactions.title,
      ownerId: transactions.ownerId,
      organizationId: transactions.organizationId,
    })
    .from(transactionDates)
    .innerJoin(transactions, eq(transactions.id, transactionDates.transactionId))
    .where(
      and(
        isNull(transactionDates.completedAt),
        eq(transactionDates.isDeadline, true),
        between(transactionDates.date, from, to),
        inArray(transactions.status, OPEN),
      ),
    );
}

export async function findStaffOf(db: DbOrTx, transactionIds: string[]) {
  if (transactionIds.length === 0) return [];
  return db
    .select({ transactionId: transactionAssignments.transactionId, userId: transactionAssignments.userId })
    .from(transactionAssignments)
    .where(inArray(transactionAssignments.transactionId, transactionIds));
}
