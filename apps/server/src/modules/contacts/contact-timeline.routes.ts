import { z } from 'zod';
import { ContactIdParams, OkResult } from '@threshold/domain/contacts/contact.contract';
import {
  ActivityDto,
  ActivityPage,
  ActivityParams,
  CreateActivityInput,
  ListActivitiesQuery,
} from '@threshold/domain/contacts/contact-activity.contract';
import {
  CreateTaskInput,
  ListTasksQuery,
  TaskDto,
  TaskPage,
  TaskParams,
  UpdateTaskInput,
} from '@threshold/domain/contacts/contact-task.contract';
import { ContactDealList } from '@threshold/domain/contacts/get-contact-deals.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute } from '../../platform/http/route';
import { getActivity, listActivities, logActivity, removeActivity } from './contact-activities.service';
import {
  createTask,
  deleteTask,
  getTask,
  listContactTasks,
  listMyTasks,
  updateTask,
} from './contact-tasks.service';
import { listContactDeals } from './contact-deals.service';

const tags = ['contacts'];

/** Cross-contact task list; declared before /api/contacts/:id so "tasks" is not read as an id. */
export function contactTaskInboxRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/contacts/tasks',
      access: 'read:contacts',
      summary: 'Follow-up tasks across contacts (default: the caller’s open ones, soonest first)',
      tags,
      query: ListTasksQuery,
      response: TaskPage,
      handler: ({ actor, query }) => listMyTasks(db, actor, query),
    }),
  ];
}

/** Timeline, tasks and deals of one contact. */
export function contactTimelineRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/contacts/:id/activities',
      access: 'read:contacts',
      summary: 'The contact’s timeline, newest first',
      tags,
      params: ContactIdParams,
      query: ListActivitiesQuery,
      response: ActivityPage,
      handler: ({ actor, params, query }) => listActivities(db, actor, params.id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contacts/:id/activities',
      access: 'manage:contacts',
      summary: 'Log a call, e-mail, meeting, showing or note',
      tags,
      params: ContactIdParams,
      body: CreateActivityInput,
      response: ActivityDto,
      status: 201,
      handler: ({ actor, params, body, requestId }) => logActivity(db, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/contacts/:id/activities/:activityId',
      access: 'read:contacts',
      summary: 'One timeline entry',
      tags,
      params: ActivityParams,
      response: ActivityDto,
      handler: ({ actor, params }) => getActivity(db, actor, params.id, params.activityId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/contacts/:id/activities/:activityId',
      access: 'manage:contacts',
      summary: 'Delete a hand-logged timeline entry (author or manager)',
      tags,
      params: ActivityParams,
      response: OkResult,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        removeActivity(db, actor, params.id, params.activityId, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'get',
      path: '/api/contacts/:id/tasks',
      access: 'read:contacts',
      summary: 'The contact’s follow-up tasks',
      tags,
      params: ContactIdParams,
      query: ListTasksQuery,
      response: TaskPage,
      handler: ({ actor, params, query }) => listContactTasks(db, actor, params.id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contacts/:id/tasks',
      access: 'manage:contacts',
      summary: 'Add a follow-up task (due time, assignee)',
      tags,
      params: ContactIdParams,
      body: CreateTaskInput,
      response: TaskDto,
      status: 201,
      handler: ({ actor, params, body, requestId }) => createTask(db, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/contacts/:id/tasks/:taskId',
      access: 'read:contacts',
      summary: 'One follow-up task',
      tags,
      params: TaskParams,
      response: TaskDto,
      handler: ({ actor, params }) => getTask(db, actor, params.id, params.taskId),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/contacts/:id/tasks/:taskId',
      access: 'manage:contacts',
      summary: 'Change, complete or reopen a task',
      tags,
      params: TaskParams,
      body: UpdateTaskInput,
      response: TaskDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updateTask(db, actor, params.id, params.taskId, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/contacts/:id/tasks/:taskId',
      access: 'manage:contacts',
      summary: 'Delete a task',
      tags,
      params: TaskParams,
      response: OkResult,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        deleteTask(db, actor, params.id, params.taskId, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'get',
      path: '/api/contacts/:id/deals',
      access: 'read:contacts',
      summary: 'Deals the contact takes part in (transaction participants)',
      tags,
      params: ContactIdParams,
      query: z.object({}).strict(),
      response: ContactDealList,
      handler: ({ actor, params }) => listContactDeals(db, actor, params.id),
    }),
  ];
}
