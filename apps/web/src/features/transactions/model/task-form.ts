/**
 * The task form: due on a fixed date, or N days before/after one of the deal's key dates (the server
 * then moves the task with that date), or not at all. An edit sends the changed fields only.
 */
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import type { KeyDateDto } from '@threshold/domain/transactions/key-dates.contract';
import {
  CreateTaskInput,
  UpdateTaskInput,
  type TaskDto,
} from '@threshold/domain/transactions/tasks.contract';
import { fromParse, type FormResult } from './form-result';

export type DueMode = 'none' | 'date' | 'linked';
export type Direction = 'before' | 'after';

export interface TaskFormValues {
  title: string;
  dueMode: DueMode;
  dueDate: string;
  days: string;
  direction: Direction;
  dateKey: string;
  assigneeId: string | null;
}

export function taskFormValues(task: TaskDto | null): TaskFormValues {
  return {
    title: task?.title ?? '',
    dueMode: task?.date_key ? 'linked' : task?.due_date ? 'date' : 'none',
    dueDate: task?.due_date ?? '',
    days: String(Math.abs(task?.offset_days ?? 0)),
    direction: (task?.offset_days ?? 0) < 0 ? 'before' : 'after',
    dateKey: task?.date_key ?? '',
    assigneeId: task?.assignee?.id ?? null,
  };
}

/** The form as the API's task fields (before the contract check). */
function toFields(values: TaskFormValues): FormResult<CreateTaskInput> {
  const errors: Record<string, string> = {};
  if (values.dueMode === 'date' && !values.dueDate) errors.due_date = 'Choose a date';
  if (values.dueMode === 'linked') {
    if (!values.dateKey) errors.date_key = 'Choose the key date it counts from';
    if (!/^\d{1,3}$/.test(values.days.trim())) errors.offset_days = 'Enter a whole number of days';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const linked = values.dueMode === 'linked';
  const days = Number(values.days.trim());
  return {
    ok: true,
    input: {
      title: values.title,
      date_key: linked ? values.dateKey : null,
      offset_days: linked ? (values.direction === 'before' ? -days : days) : 0,
      due_date: values.dueMode === 'date' ? values.dueDate : null,
      assignee_id: values.assigneeId,
    },
  };
}

export function createTaskInput(values: TaskFormValues): FormResult<CreateTaskInput> {
  const fields = toFields(values);
  return fields.ok ? fromParse(CreateTaskInput.safeParse(fields.input)) : fields;
}

/** The changed fields of a task; `input: null` when nothing changed. */
export function updateTaskInput(task: TaskDto, values: TaskFormValues): FormResult<UpdateTaskInput | null> {
  const fields = toFields(values);
  if (!fields.ok) return fields;
  const next = fields.input;
  const changed: Record<string, unknown> = {};
  if (next.title.trim() !== task.title) changed.title = next.title;
  if (next.assignee_id !== (task.assignee?.id ?? null)) changed.assignee_id = next.assignee_id;
  if (next.date_key !== task.date_key) changed.date_key = next.date_key;
  // A linked task's due date is computed by the server; only its offset is ours to change.
  if (next.date_key && next.offset_days !== task.offset_days) changed.offset_days = next.offset_days;
  if (!next.date_key && next.due_date !== task.due_date) changed.due_date = next.due_date;
  if (Object.keys(changed).length === 0) return { ok: true, input: null };
  return fromParse(UpdateTaskInput.safeParse(changed));
}

/** What the due date will be, as the server computes it, for the preview under the form. */
export function linkedDuePreview(values: TaskFormValues, dates: readonly KeyDateDto[]): string | null {
  const anchor = dates.find((d) => d.key === values.dateKey);
  if (!anchor?.date || !/^\d{1,3}$/.test(values.days.trim())) return null;
  const days = Number(values.days.trim());
  return addCalendarDays(anchor.date, values.direction === 'before' ? -days : days);
}
