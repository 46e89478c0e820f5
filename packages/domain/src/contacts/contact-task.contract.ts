import { z } from 'zod';
import { Cursor, PageLimit, PersonRef, Timestamp, UserId, queryBoolean } from './contact.contract';

export const CreateTaskInput = z.strictObject({
  title: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
  notes: z.string().max(5000).nullable().default(null),
  due_at: Timestamp,
  /** Default: the caller. Must be a member of the organization who can see the contact. */
  assignee_id: UserId.optional(),
});
export type CreateTaskInput = z.infer<typeof CreateTaskInput>;

export const UpdateTaskInput = z.strictObject({
  title: z.string().trim().min(1, 'Required').max(200).optional(),
  notes: z.string().max(5000).nullable().optional(),
  due_at: Timestamp.optional(),
  assignee_id: UserId.optional(),
  completed: z.boolean().optional(),
});
export type UpdateTaskInput = z.infer<typeof UpdateTaskInput>;

export const TaskDto = z.object({
  id: z.uuid(),
  contact_id: z.uuid(),
  contact_name: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  due_at: z.string(),
  overdue: z.boolean(),
  assignee: PersonRef.nullable(),
  created_by: PersonRef.nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Optimistic-concurrency version: send it back as If-Match when changing or deleting (ADR 0082). */
  version: z.number().int(),
});
export type TaskDto = z.infer<typeof TaskDto>;

export const TASK_STATUSES = ['open', 'done', 'all'] as const;

/** Tasks of one contact, or (GET /api/contacts/tasks) across contacts: default the caller's open ones. */
export const ListTasksQuery = z.strictObject({
  status: z.enum(TASK_STATUSES).default('open'),
  /** A user id or "me" (cross-contact list only; default "me"). */
  assignee: z.string().trim().min(1).max(64).optional(),
  overdue: queryBoolean.optional(),
  due_before: Timestamp.optional(),
  limit: PageLimit,
  cursor: Cursor.optional(),
});
export type ListTasksQuery = z.infer<typeof ListTasksQuery>;

export const TaskPage = z.object({ items: z.array(TaskDto), nextCursor: z.string().nullable() });
export const TaskParams = z.object({
  id: z.uuid('Must be a contact id'),
  taskId: z.uuid('Must be a task id'),
});
