import {
  BulkTaskInput,
  BulkTaskResult,
  TaskItemPage,
  TaskListQuery,
} from '@threshold/domain/calendar/task-list.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { listTaskItems } from './tasks.service';
import { bulkUpdateTasks } from './tasks-bulk.service';

/**
 * /api/tasks: one list across deals and contacts. Completing or changing a task goes to where it
 * lives (PATCH /api/transactions/:id/tasks/:taskId, PATCH /api/contacts/:id/tasks/:taskId, If-Match);
 * POST /api/tasks/bulk does one action on many, each through those same services.
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
  ];
}
