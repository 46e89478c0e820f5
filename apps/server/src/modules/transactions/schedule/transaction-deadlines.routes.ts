import { DeadlinePage, DeadlinesQuery } from '@threshold/domain/transactions/deadlines.contract';
import { TransactionIdParams } from '@threshold/domain/transactions/get-transaction.contract';
import type { Db } from '../../../platform/db/client';
import { defineRoute } from '../../../platform/http/route';
import { listDealDeadlines, listMyDeadlines } from './transaction-deadlines.service';

const tags = ['transactions'];

/** Fixed path: registered before /api/transactions/:id. */
export function deadlineRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/transactions/deadlines',
      access: 'read:transactions',
      tags,
      summary: 'Overdue and upcoming key dates and tasks across the caller’s open deals, earliest first',
      query: DeadlinesQuery,
      response: DeadlinePage,
      handler: ({ actor, query }) => listMyDeadlines(db, actor, query),
    }),
  ];
}

/** One deal's overdue and upcoming dates and tasks. */
export function dealDeadlineRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/deadlines',
      access: 'read:transactions',
      tags,
      summary: 'Overdue and upcoming key dates and tasks of this deal',
      params: TransactionIdParams,
      query: DeadlinesQuery,
      response: DeadlinePage,
      handler: ({ actor, params, query }) => listDealDeadlines(db, actor, params.id, query),
    }),
  ];
}
