import { DeadlinePage, DeadlinesQuery } from '@threshold/domain/transactions/deadlines.contract';
import { TransactionIdParams } from '@threshold/domain/transactions/getTransaction.contract';
import {
  CreateKeyDateInput,
  KeyDateDto,
  KeyDateList,
  KeyDateParams,
  KeyDatesChangeOutput,
  UpdateKeyDateInput,
} from '@threshold/domain/transactions/keyDates.contract';
import {
  CreateTaskInput,
  TaskDto,
  TaskList,
  TaskParams,
  UpdateTaskInput,
} from '@threshold/domain/transactions/tasks.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute } from '../../platform/http/route';
import { listDealDeadlines, listMyDeadlines } from './transaction-deadlines.service';
import { changeKeyDate, getKeyDateOfDeal, listKeyDates } from './transaction-dates.service';
import { createTask, deleteTask, getTaskOfDeal, listTasks, updateTask } from './transaction-tasks.service';

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

export function dateRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/dates',
      access: 'read:transactions',
      tags,
      summary: 'Key dates with their rules and computed values',
      params: TransactionIdParams,
      response: KeyDateList,
      handler: ({ actor, params }) => listKeyDates(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/:id/dates',
      access: 'update:transactions',
      tags,
      status: 201,
      summary: 'Add a key date (absolute or relative); answers every date and what moved',
      params: TransactionIdParams,
      body: CreateKeyDateInput,
      response: KeyDatesChangeOutput,
      handler: ({ actor, params, body, requestId }) =>
        changeKeyDate(db, actor, params.id, { op: 'create', input: body }, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/dates/:key',
      access: 'read:transactions',
      tags,
      summary: 'One key date with its rule, computed value and version (ETag)',
      params: KeyDateParams,
      response: KeyDateDto,
      handler: ({ actor, params }) => getKeyDateOfDeal(db, actor, params.id, params.key),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/transactions/:id/dates/:key',
      access: 'update:transactions',
      tags,
      summary:
        'Change a key date or mark it done; recomputes dependents and linked tasks and says what moved',
      params: KeyDateParams,
      body: UpdateKeyDateInput,
      response: KeyDatesChangeOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        changeKeyDate(
          db,
          actor,
          params.id,
          { op: 'update', key: params.key, input: body },
          requestId,
          expectedVersion,
        ),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/transactions/:id/dates/:key',
      access: 'update:transactions',
      tags,
      summary: 'Remove a key date nothing else counts from (linked tasks keep their due date)',
      params: KeyDateParams,
      response: KeyDatesChangeOutput,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        changeKeyDate(db, actor, params.id, { op: 'delete', key: params.key }, requestId, expectedVersion),
    }),
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
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/tasks',
      access: 'read:transactions',
      tags,
      summary: 'Tasks of the deal, by due date',
      params: TransactionIdParams,
      response: TaskList,
      handler: ({ actor, params }) => listTasks(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/:id/tasks',
      access: 'update:transactions',
      tags,
      status: 201,
      summary: 'Add a task, linked to a key date or with its own due date',
      params: TransactionIdParams,
      body: CreateTaskInput,
      response: TaskDto,
      handler: ({ actor, params, body, requestId }) => createTask(db, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/tasks/:taskId',
      access: 'read:transactions',
      tags,
      summary: 'One task of the deal, with its version (ETag)',
      params: TaskParams,
      response: TaskDto,
      handler: ({ actor, params }) => getTaskOfDeal(db, actor, params.id, params.taskId),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/transactions/:id/tasks/:taskId',
      access: 'update:transactions',
      tags,
      summary: 'Edit, complete or re-open a task',
      params: TaskParams,
      body: UpdateTaskInput,
      response: TaskDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updateTask(db, actor, params.id, params.taskId, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/transactions/:id/tasks/:taskId',
      access: 'update:transactions',
      tags,
      summary: 'Remove a task (same rules as editing it; audited)',
      params: TaskParams,
      response: OkResult,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        deleteTask(db, actor, params.id, params.taskId, requestId, expectedVersion),
    }),
  ];
}
