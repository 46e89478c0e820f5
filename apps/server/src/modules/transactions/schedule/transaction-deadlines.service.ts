import { addCalendarDays, daysBetween } from '@threshold/domain/transactions/business-days';
import type { DeadlineDto, DeadlinesQuery } from '@threshold/domain/transactions/deadlines.contract';
import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import type { Actor } from '../../../platform/authz/actor';
import type { Db } from '../../../platform/db/client';
import { loadDeal } from '../deals/transaction-access';
import { organizationToday } from '../../organizations/organization-time-zone.service';
import { findNames } from '../deals/transaction-people.repository';
import { findDeadlines, type DeadlineDeals } from './transaction-deadlines.repository';
import {
  decodeKeysetCursor,
  invalidCursor,
  encodeCursor,
  isRealDay,
} from '../../../platform/db/keyset-cursor';

async function deadlinePage(db: Db, deals: DeadlineDeals, query: DeadlinesQuery, now: string) {
  const after = query.cursor ? decodeKeysetCursor(query.cursor, 'deadlines') : null;
  if (after && !(/^\d{4}-\d{2}-\d{2}$/.test(after.value) && isRealDay(after.value))) throw invalidCursor();
  const rows = await findDeadlines(db, deals, addCalendarDays(now, query.window_days), query.limit, after);
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
  const { row } = await loadDeal(db, actor, id);
  return deadlinePage(db, { transactionId: id }, query, await organizationToday(db, row.organizationId));
}

export async function listMyDeadlines(db: Db, actor: Actor, query: DeadlinesQuery) {
  return deadlinePage(
    db,
    { visibleTo: actor, mineUserId: query.mine ? actor.userId : undefined },
    query,
    await organizationToday(db, actor.organizationId),
  );
}
