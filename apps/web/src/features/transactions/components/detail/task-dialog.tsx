import { useState } from 'react';
import { toast } from 'sonner';
import type { TaskDto } from '@threshold/domain/transactions/tasks.contract';
import type { ComboboxOption } from '@/components/ui/combobox';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useKeyDates } from '../../api/dates-api';
import { useCreateTask, useVersionedTaskEdit } from '../../api/tasks-api';
import { canBrowsePeople } from '../../model/deal-permissions';
import { personName } from '../../model/format';
import { createTaskInput, taskFormValues, updateTaskInput, type TaskFormValues } from '../../model/task-form';
import { FormDialog } from '../common/form-dialog';
import { LoadError } from '@/components/ui/load-error';
import { PersonPicker } from '../common/person-picker';
import { useFormErrors } from '../common/use-form-errors';
import { TaskDueFields } from './task-due-fields';

interface TaskDialogProps {
  dealId: string;
  /** null: add a new task. */
  task: TaskDto | null;
  onClose: () => void;
}

/** Add or edit a task: what, when (a date or counted from a key date) and who. */
export function TaskDialog({ dealId, task, onClose }: TaskDialogProps) {
  const me = useMe();
  const dates = useKeyDates(dealId);
  const create = useCreateTask(dealId);
  // Mounted with the dialog: edits are based on the version the task had when it was opened.
  const update = useVersionedTaskEdit(dealId, task);
  const [values, setValues] = useState(() => taskFormValues(task));
  const [assignee, setAssignee] = useState<ComboboxOption | null>(() =>
    task?.assignee ? { value: task.assignee.id, label: personName(task.assignee) } : null,
  );
  const { errors, formError, setErrors, clear, fail } = useFormErrors();
  const patch = (p: Partial<TaskFormValues>) => setValues((v) => ({ ...v, ...p }));

  const done = (saved: TaskDto) => {
    toast.success(task ? 'Task saved' : 'Task added', { description: saved.title });
    onClose();
  };

  const handleSubmit = () => {
    clear();
    if (!task) {
      const result = createTaskInput(values);
      if (!result.ok) return setErrors(result.errors);
      return create.mutate(result.input, { onSuccess: done, onError: fail('The task was not added') });
    }
    const result = updateTaskInput(task, values);
    if (!result.ok) return setErrors(result.errors);
    if (!result.input) {
      toast.info('Nothing to save');
      return onClose();
    }
    const input = result.input;
    return save(() => update.save(input));
  };

  /** Saves (or re-applies); a stale version keeps the dialog open with the conflict shown above the fields. */
  const save = async (send: () => Promise<TaskDto | null>) => {
    try {
      const saved = await send();
      if (saved) done(saved);
    } catch (error) {
      fail('The task was not saved')(error);
    }
  };
  const conflict = update.conflict;

  return (
    <FormDialog
      title={task ? `Edit ${task.title}` : 'Add a task'}
      formError={formError}
      busy={create.isPending || update.isPending}
      submitLabel={task ? 'Save task' : 'Add task'}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {conflict ? (
        <ConflictNotice
          what="task"
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          changes={conflictChanges(
            {
              ...conflict.current,
              assignee_id: conflict.current.assignee && personName(conflict.current.assignee),
            },
            {
              ...conflict.input,
              ...('assignee_id' in conflict.input && { assignee_id: assignee?.label ?? null }),
            },
          )}
          busy={update.isPending}
          onReapply={() => save(update.reapply)}
          onDiscard={async () => {
            await update.discard();
            onClose();
          }}
        />
      ) : null}
      <FormField label="Task" error={errors.title}>
        <Input value={values.title} maxLength={200} onChange={(e) => patch({ title: e.target.value })} />
      </FormField>
      {dates.isPending ? <Spinner label="Loading key dates" className="p-2" /> : null}
      {dates.isError ? (
        <LoadError what="the key dates" error={dates.error} onRetry={() => void dates.refetch()} />
      ) : null}
      {dates.data ? (
        <TaskDueFields values={values} errors={errors} dates={dates.data.items} onChange={patch} />
      ) : null}
      {canBrowsePeople(me) ? (
        <FormField
          label="Assignee (optional)"
          hint="A member of your brokerage. Leave empty for nobody."
          error={errors.assignee_id}
        >
          <PersonPicker
            source="members"
            value={assignee}
            onChange={(person) => {
              setAssignee(person);
              patch({ assigneeId: person?.value ?? null });
            }}
          />
        </FormField>
      ) : null}
    </FormDialog>
  );
}
