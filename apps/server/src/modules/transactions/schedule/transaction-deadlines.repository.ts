import { and, eq, inArray, isNotNull, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import { OPEN_STATUSES } from '@threshold/domain/transactions/transaction-status';
import type { Actor } from '../../../platform/authz/actor';
import type { DbOrTx } from '../../../platform/db/client';
import { transactionDates as dates, transactionTasks as tasks } from '../transaction-work.schema';
import { transactions } from '../transactions.schema';
import { transactionScope } from '../deals/transactions-scope.sql';

/** One deal's deadlines, or those of every deal the caller sees (optionally only their own or assigned). */
export type DeadlineDeals = { transactionId: string } | { visibleTo: Actor; mineUserId?: string | undefined };

/**
 * Open deadline dates (event dates never count) and open tasks of open deals due on or before
 * today + window, earliest first (so overdue ones lead). One UNION ALL query, keyset-paginated on
 * (date, id).
 */
export async function findDeadlines(
  db: DbOrTx,
  deals: DeadlineDeals,
  until: string,
  limit: number,
  after: { value: string; id: string } | null,
) {
  const where =
    'transactionId' in deals ? eq(transactions.id, deals.transactionId) : transactionScope(deals.visibleTo);
  const mineUserId = 'visibleTo' in deals ? deals.mineUserId : undefined;
  const open = inArray(transactions.status, [...OPEN_STATUSES]);
  const afterDate = (col: AnyColumn, id: AnyColumn) =>
    after ? sql`(${col}, ${id}) > (${after.value}::date, ${after.id}::uuid)` : undefined;
  const dateRows = db
    .select({
      source: sql<string>`'date'`.as('source'),
      id: dates.id,
      transactionId: dates.transactionId,
      key: sql<string | null>`${dates.key}`.as('key'),
      title: dates.label,
      date: sql<string>`${dates.date}::text`.as('due'),
      assigneeId: sql<string | null>`null::text`.as('assignee_id'),
      dealTitle: transactions.title,
      dealStatus: transactions.status,
    })
    .from(dates)
    .innerJoin(transactions, eq(transactions.id, dates.transactionId))
    .where(
      and(
        where,
        open,
        eq(dates.isDeadline, true),
        isNull(dates.completedAt),
        isNotNull(dates.date),
        lte(dates.date, until),
        mineUserId ? eq(transactions.ownerId, mineUserId) : undefined,
        afterDate(dates.date, dates.id),
      ),
    );
  const taskRows = db
    .select({
      source: sql<string>`'task'`.as('source'),
      id: tasks.id,
      transactionId: tasks.transactionId,
      key: tasks.dateKey,
      title: tasks.title,
      date: sql<string>`${tasks.dueDate}::text`.as('due'),
      assigneeId: sql<string | null>`${tasks.assigneeId}`.as('assignee_id'),
      dealTitle: transactions.title,
      dealStatus: transactions.status,
    })
    .from(tasks)
    .innerJoin(transactions, eq(transactions.id, tasks.transactionId))
    .where(
      and(
        where,
        open,
        isNull(tasks.completedAt),
        isNotNull(tasks.dueDate),
        lte(tasks.dueDate, until),
        mineUserId ? or(eq(transactions.ownerId, mineUserId), eq(tasks.assigneeId, mineUserId)) : undefined,
        afterDate(tasks.dueDate, tasks.id),
      ),
    );
  return dateRows
    .unionAll(taskRows)
    .orderBy(sql`due`, sql`id`)
    .limit(limit + 1);
}
