import { and, eq, inArray, isNotNull, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { addCalendarDays, daysBetween } from '@threshold/domain/transactions/business-days';
import type { DeadlineDto, DeadlinesQuery } from '@threshold/domain/transactions/deadlines.contract';
import { OPEN_STATUSES, type TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { loadDeal } from './transaction-access';
import { today } from './transaction-dates.engine';
import { findNames } from './transaction-people.repository';
import { transactionDates as dates, transactionTasks as tasks } from './transaction-work.schema';
import { decodeKeysetCursor, invalidCursor, encodeCursor, isRealDay } from '../../platform/db/keyset-cursor';
import { transactions } from './transactions.schema';
import { transactionScope } from './transactions.scope';

/**
 * Open deadline dates (event dates never count) and open tasks of open deals due on or before
 * today + window, earliest first (so overdue ones lead). One UNION ALL query, keyset-paginated on
 * (date, id).
 */
async function findDeadlines(
  db: Db,
  where: SQL,
  until: string,
  limit: number,
  after: { value: string; id: string } | null,
  mineUserId?: string,
) {
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

async function deadlinePage(db: Db, where: SQL, query: DeadlinesQuery, mineUserId?: string) {
  const after = query.cursor ? decodeKeysetCursor(query.cursor, 'deadlines') : null;
  if (after && !(/^\d{4}-\d{2}-\d{2}$/.test(after.value) && isRealDay(after.value))) throw invalidCursor();
  const now = today();
  const rows = await findDeadlines(
    db,
    where,
    addCalendarDays(now, query.window_days),
    query.limit,
    after,
    mineUserId,
  );
  const page = rows.slice(0, query.limit);
  const names = await findNames(
    db,
    page.map((r) => r.assigneeId).filter((v): v is string => !!v),
  );
  const items: DeadlineDto[] = page.map((r) => {
    const daysLeft = daysBetween(now, r.date);
    return {
      source: r.source as DeadlineDto['source'],
      id: r.id,
      transaction: { id: r.transactionId, title: r.dealTitle, status: r.dealStatus as TransactionStatus },
      key: r.key,
      title: r.title,
      date: r.date,
      state: daysLeft < 0 ? 'overdue' : daysLeft === 0 ? 'due_today' : 'upcoming',
      days_left: daysLeft,
      assignee: r.assigneeId
        ? { id: r.assigneeId, ...(names.get(r.assigneeId) ?? { first_name: null, last_name: null }) }
        : null,
    };
  });
  const last = page.at(-1);
  return {
    today: now,
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor(['deadlines', last.date, last.id]) : null,
  };
}

export async function listDealDeadlines(db: Db, actor: Actor, id: string, query: DeadlinesQuery) {
  await loadDeal(db, actor, id);
  return deadlinePage(db, eq(transactions.id, id), query);
}

export async function listMyDeadlines(db: Db, actor: Actor, query: DeadlinesQuery) {
  return deadlinePage(db, transactionScope(actor), query, query.mine ? actor.userId : undefined);
}
