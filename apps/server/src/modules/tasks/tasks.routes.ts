import {
  BulkTaskInput,
  BulkTaskResult,
  TaskItemPage,
  TaskListQuery,
} from '@threshold/domain/calendar/task-list.contract';
import {
  CreatePersonalTaskInput,
  PersonalTaskDto,
  PersonalTaskIdParams,
  UpdatePersonalTaskInput,
} from '@threshold/domain/tasks/personal-task.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { listTaskItems } from './tasks.service';
import { bulkUpdateTasks } from './tasks-bulk.service';
import {
  createPersonalTask,
  deletePersonalTask,
  getPersonalTask,
  updatePersonalTask,
} from './personal-tasks.service';

/**
 * /api/tasks: one list across deals, contacts and personal tasks. Completing or changing a task goes to where it
 * lives (PATCH /api/transactions/:id/tasks/:taskId, PATCH /api/contacts/:id/tasks/:taskId, If-Match);
 * POST /api/tasks/bulk does one action on many, each through those same services. Personal tasks
 * (no deal or contact, ADR 0147) live here: /api/tasks/personal/:id, their owner's only (others 404).
 */
export function tasksRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/tasks',
      access: 'authenticated',
      tags: ['tasks'],
      summary:
        'Deal tasks and contact follow-ups in the caller’s scope: mine, assigned by me or my teams’; overdue, due today, upcoming or done; keyset pages',
      query: TaskListQuery,
      response: TaskItemPage,
      handler: ({ actor, query }) => listTaskItems(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tasks/bulk',
      access: 'authenticated',
      tags: ['tasks'],
      summary:
        'Complete, reassign (within the caller’s scope) or snooze many tasks; each item is versioned and answers ok or its own error',
      body: BulkTaskInput,
      response: BulkTaskResult,
      handler: ({ actor, body, requestId }) => bulkUpdateTasks(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tasks',
      access: 'authenticated',
      tags: ['tasks'],
      status: 201,
      summary: 'Add a personal task (linked to no deal or contact): the caller’s own, seen by nobody else',
      body: CreatePersonalTaskInput,
      response: PersonalTaskDto,
      handler: ({ actor, body, requestId }) => createPersonalTask(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/tasks/personal/:id',
      access: 'authenticated',
      tags: ['tasks'],
      summary: 'One of the caller’s personal tasks with its version (ETag); anyone else’s answers 404',
      params: PersonalTaskIdParams,
      response: PersonalTaskDto,
      handler: ({ actor, params }) => getPersonalTask(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/tasks/personal/:id',
      access: 'authenticated',
      tags: ['tasks'],
      versioned: true,
      summary: 'Change, complete, reopen or snooze one of the caller’s personal tasks',
      params: PersonalTaskIdParams,
      body: UpdatePersonalTaskInput,
      response: PersonalTaskDto,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updatePersonalTask(db, actor, params.id, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/tasks/personal/:id',
      access: 'authenticated',
      tags: ['tasks'],
      versioned: true,
      summary: 'Delete one of the caller’s personal tasks',
      params: PersonalTaskIdParams,
      response: OkResult,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        deletePersonalTask(db, actor, params.id, requestId, expectedVersion),
    }),
  ];
}
