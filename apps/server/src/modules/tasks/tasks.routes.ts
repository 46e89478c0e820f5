import { TaskItemPage, TaskListQuery } from '@threshold/domain/calendar/task-list.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { listTaskItems } from './tasks.service';

/**
 * /api/tasks: one list across deals and contacts. Completing or changing a task goes to where it
 * lives (PATCH /api/transactions/:id/tasks/:taskId, PATCH /api/contacts/:id/tasks/:taskId, If-Match).
 */
export function tasksRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/tasks',
      access: 'authenticated',
      tags: ['tasks'],
      summary:
        'Deal tasks and contact follow-ups in the caller’s scope: mine or assigned by me; overdue, due today, upcoming or done; keyset pages',
      query: TaskListQuery,
      response: TaskItemPage,
      handler: ({ actor, query }) => listTaskItems(db, actor, query),
    }),
  ];
}
