import { z } from 'zod';
import { Cursor, PersonRef } from '../transactions/transaction-common.contract';
import { TimeZone } from './calendar-range.contract';

/** The Tasks screen: deal tasks and contact follow-ups in one list (GET /api/tasks). */
export const TASK_VIEWS = ['mine', 'assigned_by_me'] as const;
export const TASK_DUE = ['all', 'overdue', 'today', 'upcoming', 'done'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
export type TaskDue = (typeof TASK_DUE)[number];

export const TaskListQuery = z.strictObject({
  view: z.enum(TASK_VIEWS).default('mine'),
  /** `all`: every open task; `done`: completed ones, newest due first. */
  due: z.enum(TASK_DUE).default('all'),
  source: z.enum(['deal', 'contact']).optional(),
  tz: TimeZone.default('UTC'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: Cursor.optional(),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

export const TaskItemDto = z.object({
  source: z.enum(['deal', 'contact']),
  id: z.uuid(),
  /** The deal's or the contact's id: where the task is changed (PATCH …/tasks/:id with If-Match). */
  parent_id: z.uuid(),
  parent_title: z.string(),
  title: z.string(),
  /** "YYYY-MM-DD" for deal tasks, an ISO instant for contact follow-ups; null while a deal's date is unknown. */
  due: z.string().nullable(),
  state: z.enum(['overdue', 'due_today', 'upcoming', 'done', 'no_date']),
  /** A deal task whose due date follows a key date: it moves with the date, not by snoozing. */
  linked: z.boolean(),
  assignee: PersonRef.nullable(),
  created_by: PersonRef.nullable(),
  completed_at: z.string().nullable(),
  version: z.number().int(),
});
export type TaskItemDto = z.infer<typeof TaskItemDto>;

export const TaskItemPage = z.object({
  today: z.string(),
  items: z.array(TaskItemDto),
  nextCursor: z.string().nullable(),
});
export type TaskItemPage = z.infer<typeof TaskItemPage>;
