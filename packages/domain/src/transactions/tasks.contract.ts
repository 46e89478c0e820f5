import { z } from 'zod';
import { IsoDate, PersonRef, Text, UserId, Uuid } from './transaction-common.contract';

/**
 * A to-do on a deal. Linked to a key date (date_key + offset_days), its due date follows that date
 * when it moves; unlinked, due_date is set directly.
 */
export const TaskDto = z.object({
  id: z.uuid(),
  /** Bumped by every change, also when its key date moves it; send it back as If-Match (issue 19). */
  version: z.number().int(),
  transaction_id: z.uuid(),
  title: z.string(),
  date_key: z.string().nullable(),
  offset_days: z.number().int(),
  due_date: z.string().nullable(),
  assignee: PersonRef.nullable(),
  completed_at: z.string().nullable(),
  completed_by: PersonRef.nullable(),
  created_at: z.string(),
});
export type TaskDto = z.infer<typeof TaskDto>;
export const TaskList = z.object({ items: z.array(TaskDto) });
export const TaskParams = z.object({ id: Uuid('transaction'), taskId: Uuid('task') });

const DateKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Not a date key');
export const CreateTaskInput = z
  .strictObject({
    title: Text(200).pipe(z.string().min(1, 'Required')),
    date_key: DateKey.nullable().default(null),
    offset_days: z.int().min(-365).max(365).default(0),
    due_date: IsoDate.nullable().default(null),
    assignee_id: UserId.nullable().default(null),
  })
  .refine((t) => !(t.date_key && t.due_date), {
    message: 'Either link a date or give a due date',
    path: ['due_date'],
  });
export type CreateTaskInput = z.infer<typeof CreateTaskInput>;

export const UpdateTaskInput = z
  .strictObject({
    title: Text(200).pipe(z.string().min(1, 'Required')),
    date_key: DateKey.nullable(),
    offset_days: z.int().min(-365).max(365),
    due_date: IsoDate.nullable(),
    assignee_id: UserId.nullable(),
    completed: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change', path: ['_'] });
export type UpdateTaskInput = z.infer<typeof UpdateTaskInput>;

/** PUT …/tasks/:taskId/completion: the assignee ticks off (or re-opens) their own task. */
export const SetTaskCompletionInput = z.strictObject({ completed: z.boolean() });
export type SetTaskCompletionInput = z.infer<typeof SetTaskCompletionInput>;
