import { z } from 'zod';
import { Cursor, IsoDate, PersonRef, UserId, Uuid } from '../transactions/transaction-common.contract';
import { TimeZone } from './calendar-range.contract';

/** The Tasks screen: deal tasks, contact follow-ups and personal tasks in one list (GET /api/tasks). */
export const TASK_SOURCES = ['deal', 'contact', 'personal'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];
/** `team`: tasks assigned to the members of the caller's teams (everyone's, for organization-scope roles). */
export const TASK_VIEWS = ['mine', 'assigned_by_me', 'team'] as const;
export const TASK_DUE = ['all', 'overdue', 'today', 'upcoming', 'done'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
export type TaskDue = (typeof TASK_DUE)[number];

export const TaskListQuery = z.strictObject({
  view: z.enum(TASK_VIEWS).default('mine'),
  /** `all`: every open task; `done`: completed ones, newest due first. */
  due: z.enum(TASK_DUE).default('all'),
  source: z.enum(TASK_SOURCES).optional(),
  tz: TimeZone.default('UTC'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: Cursor.optional(),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

export const TaskItemDto = z.object({
  source: z.enum(TASK_SOURCES),
  id: z.uuid(),
  /**
   * The deal's or the contact's id: where the task is changed (PATCH …/tasks/:id with If-Match).
   * Null for a personal task (PATCH /api/tasks/personal/:id).
   */
  parent_id: z.uuid().nullable(),
  parent_title: z.string().nullable(),
  title: z.string(),
  /** "YYYY-MM-DD" for deal and personal tasks, an ISO instant for contact follow-ups; null while without a date. */
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

/** How many tasks one bulk request changes at most (a page of the Tasks screen). */
export const MAX_BULK_TASKS = 100;

export const TaskRef = z
  .strictObject({
    source: z.enum(TASK_SOURCES),
    id: Uuid('task'),
    /** The deal's or the contact's id; null (or left out) for a personal task. */
    parent_id: z.uuid('Must be a deal or contact id').nullable().default(null),
    /** The version the screen showed: a task changed meanwhile is refused (STALE_VERSION) for that item only. */
    version: z.int(),
  })
  .superRefine((t, ctx) => {
    if (t.source !== 'personal' && !t.parent_id)
      ctx.addIssue({ code: 'custom', path: ['parent_id'], message: 'Must be a deal or contact id' });
  });
export type TaskRef = z.infer<typeof TaskRef>;

export const TaskAction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('complete') }),
  /** To the caller, or a member in their scope: their teams' members; anyone active for organization-scope roles. */
  z.strictObject({ kind: z.literal('reassign'), assignee_id: UserId }),
  /** Later by some days (from each task's due), or to one day (a follow-up keeps its time of day in `tz`). */
  z.strictObject({ kind: z.literal('snooze'), days: z.int().min(1).max(365) }),
  z.strictObject({ kind: z.literal('snooze_until'), until: IsoDate, tz: TimeZone.default('UTC') }),
]);
export type TaskAction = z.infer<typeof TaskAction>;

/** POST /api/tasks/bulk: one action on many tasks; each is changed where it lives, in its own transaction. */
export const BulkTaskInput = z.strictObject({
  items: z.array(TaskRef).min(1, 'Pick at least one task').max(MAX_BULK_TASKS),
  action: TaskAction,
});
export type BulkTaskInput = z.infer<typeof BulkTaskInput>;

export const BulkTaskResult = z.object({
  results: z.array(
    z.object({
      source: z.enum(TASK_SOURCES),
      id: z.uuid(),
      ok: z.boolean(),
      /** Why this one was not changed (STALE_VERSION, NOT_FOUND, FORBIDDEN, VALIDATION_FAILED …). */
      error: z.object({ code: z.string(), message: z.string() }).nullable(),
      version: z.number().int().nullable(),
    }),
  ),
});
export type BulkTaskResult = z.infer<typeof BulkTaskResult>;
