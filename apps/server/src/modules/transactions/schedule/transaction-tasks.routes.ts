import {
  CreateTaskInput,
  SetTaskCompletionInput,
  TaskDto,
  TaskList,
  TaskParams,
  UpdateTaskInput,
} from '@threshold/domain/transactions/tasks.contract';
import { TransactionIdParams } from '@threshold/domain/transactions/get-transaction.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import type { Db } from '../../../platform/db/client';
import { defineRoute } from '../../../platform/http/route';
import { createTask, deleteTask, getTaskOfDeal, listTasks, updateTask } from './transaction-tasks.service';

const tags = ['transactions'];

/** A deal's tasks. */
export function dealTaskRoutes(db: Db) {
  return [
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
      method: 'put',
      path: '/api/transactions/:id/tasks/:taskId/completion',
      access: 'read:transactions',
      tags,
      summary: 'Complete or re-open a task: its assignee (a client too) or anyone who may edit the deal',
      params: TaskParams,
      body: SetTaskCompletionInput,
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
