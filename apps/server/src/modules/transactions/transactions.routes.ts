import { scheduleDueNotices } from './schedule/due-notice-jobs';
import { z } from 'zod';
import {
  CountTransactionsQuery,
  TransactionCounts,
} from '@threshold/domain/transactions/count-transactions.contract';
import {
  CreateTransactionInput,
  CreateTransactionOutput,
} from '@threshold/domain/transactions/create-transaction.contract';
import { ExportTransactionsQuery } from '@threshold/domain/transactions/export-transactions.contract';
import { TransactionFacetsDto } from '@threshold/domain/transactions/get-transaction-facets.contract';
import {
  TransactionDetailDto,
  TransactionIdParams,
} from '@threshold/domain/transactions/get-transaction.contract';
import { TimelinePage, TimelineQuery } from '@threshold/domain/transactions/get-timeline.contract';
import {
  ListTransactionsQuery,
  TransactionPage,
} from '@threshold/domain/transactions/list-transactions.contract';
import {
  StatusHistoryList,
  TransitionTransactionInput,
  TransitionTransactionOutput,
} from '@threshold/domain/transactions/transition-transaction.contract';
import {
  UpdateTransactionInput,
  UpdateTransactionOutput,
} from '@threshold/domain/transactions/update-transaction.contract';
import type { AppDeps } from '../../platform/deps';
import { csvResponse } from '../../platform/http/csv-response';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { createTransaction } from './deals/transaction-create.service';
import { exportTransactions } from './deals/transaction-export.service';
import { listStatusHistory, transitionTransaction } from './deals/transaction-status.service';
import { getTimeline } from './deals/transaction-timeline.service';
import {
  countTransactions,
  getTransaction,
  getTransactionFacets,
  listTransactions,
  updateTransaction,
} from './deals/transactions.service';
import { approvalRoutes } from './approvals/transaction-approvals.routes';
import { checklistRoutes, reviewRoutes } from './checklist/transaction-checklist.routes';
import { keyDateTemplateRoutes } from './schedule/key-date-templates.routes';
import { dealDeadlineRoutes, deadlineRoutes } from './schedule/transaction-deadlines.routes';
import { keyDateRoutes } from './schedule/transaction-key-dates.routes';
import { dealTaskRoutes } from './schedule/transaction-tasks.routes';
import { noteRoutes } from './notes/transaction-notes.routes';
import { participantRoutes } from './people/transaction-participants.routes';

const tags = ['transactions'];

/**
 * Every /api/transactions route. Fixed paths (counts, facets, export, review-queue, deadlines,
 * approvals, checklist-templates, key-date-templates) come before /:id so they are matched first.
 */
export function transactionRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  scheduleDueNotices(deps);
  const collection = [
    defineRoute({
      method: 'get',
      path: '/api/transactions',
      access: 'read:transactions',
      tags,
      summary:
        'Deals in the caller’s scope: filters, search (address, MLS number, participant names), sort, keyset pages',
      query: ListTransactionsQuery,
      response: TransactionPage,
      handler: ({ actor, query }) => listTransactions(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/counts',
      access: 'read:transactions',
      tags,
      summary: 'Deals per status (pipeline board), with the list filters',
      query: CountTransactionsQuery,
      response: TransactionCounts,
      handler: ({ actor, query }) => countTransactions(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/facets',
      access: 'read:transactions',
      tags,
      summary:
        'Agent and team filter choices: every owner and team of the deals in the caller’s scope, with counts',
      response: TransactionFacetsDto,
      handler: ({ actor }) => getTransactionFacets(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/export',
      access: 'read:transactions',
      tags,
      summary:
        'The filtered list as text/csv (at most 10,000 rows; X-Truncated: true when cut). The body is CSV, not JSON.',
      query: ExportTransactionsQuery,
      response: z.string(),
      produces: 'text/csv',
      handler: async ({ actor, query }) => {
        const { csv, rows, truncated } = await exportTransactions(db, actor, query);
        return csvResponse('transactions', csv, { count: rows, truncated });
      },
    }),
  ];
  const create = defineRoute({
    method: 'post',
    path: '/api/transactions',
    access: 'create:transactions',
    tags,
    status: 201,
    summary: 'Create a deal; applies the organization’s checklist (by type and side) and default key dates',
    body: CreateTransactionInput,
    response: CreateTransactionOutput,
    handler: ({ actor, body, requestId }) => createTransaction(db, actor, body, requestId),
  });
  const item = [
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id',
      access: 'read:transactions',
      tags,
      summary:
        'One deal; commission figures only for managing_broker, brokerage_admin, system admins and the owner',
      params: TransactionIdParams,
      response: TransactionDetailDto,
      handler: ({ actor, params }) => getTransaction(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/transactions/:id',
      access: 'update:transactions',
      tags,
      summary: 'Change fields of a deal (queued for approval for supervised roles)',
      params: TransactionIdParams,
      body: UpdateTransactionInput,
      response: UpdateTransactionOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updateTransaction(db, actor, params.id, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/:id/transition',
      access: 'update:transactions',
      tags,
      summary:
        'Move a deal to another status (allowed transitions only; closing gate with broker override), based on the deal’s version',
      params: TransactionIdParams,
      body: TransitionTransactionInput,
      response: TransitionTransactionOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        transitionTransaction(db, actor, params.id, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/status-history',
      access: 'read:transactions',
      tags,
      summary: 'Every status change of the deal, oldest first, with who, when and why',
      params: TransactionIdParams,
      response: StatusHistoryList,
      handler: ({ actor, params }) => listStatusHistory(db, actor, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/timeline',
      access: 'read:transactions',
      tags,
      summary: 'Activity of the deal from the audit log, newest first',
      params: TransactionIdParams,
      query: TimelineQuery,
      response: TimelinePage,
      handler: ({ actor, params, query }) => getTimeline(db, actor, params.id, query),
    }),
  ];
  return [
    ...collection,
    ...reviewRoutes(db),
    ...keyDateTemplateRoutes(db),
    ...deadlineRoutes(db),
    ...approvalRoutes(db),
    create,
    ...item,
    ...participantRoutes(db),
    ...checklistRoutes(db),
    ...keyDateRoutes(db),
    ...dealDeadlineRoutes(db),
    ...dealTaskRoutes(db),
    ...noteRoutes(db),
  ];
}
