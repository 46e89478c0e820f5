import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TaskDto } from '@threshold/domain/transactions/tasks.contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { staleActionMessage } from '@/lib/stale-action';
import { useKeyDates } from '../../api/dates-api';
import { useRemoveTask, useTasks, useUpdateTask } from '../../api/tasks-api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { TaskDialog } from './task-dialog';
import { TaskRow } from './task-row';

type Editing = { task: TaskDto | null } | null;

/** The deal's tasks by due date; tasks linked to a key date move with it. Editors add, edit, delete. */
export function TasksList({ dealId, canEdit }: { dealId: string; canEdit: boolean }) {
  const tasks = useTasks(dealId);
  const dates = useKeyDates(dealId);
  const update = useUpdateTask(dealId);
  const remove = useRemoveTask(dealId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TaskDto | null>(null);
  const labels = new Map((dates.data?.items ?? []).map((d) => [d.key, d.label]));
  // One-click writes carry the version the list shows; a stale one says who changed the task (the list refetches).
  const failed = (title: string) => (error: unknown) => {
    const stale = staleActionMessage(error, 'task');
    toast.error(title, { description: stale ?? errorMessage(error) });
    return stale !== null;
  };
  const handleToggle = (task: TaskDto, completed: boolean) =>
    update.mutate(
      { task, input: { completed } },
      {
        onSuccess: () => toast.success(completed ? `"${task.title}" done` : `"${task.title}" reopened`),
        onError: failed('Could not update the task'),
      },
    );
  const handleRemove = (task: TaskDto) =>
    remove.mutate(task, {
      onSuccess: () => {
        toast.success(`Task deleted: ${task.title}`);
        setRemoving(null);
      },
      onError: (error) => {
        if (failed('The task was not deleted')(error)) setRemoving(null);
      },
    });
  return (
    <section aria-labelledby="tasks-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tasks-title" className="text-base font-semibold text-slate-900">
          Tasks
        </h2>
        {canEdit ? (
          <Button variant="secondary" onClick={() => setEditing({ task: null })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add task
          </Button>
        ) : null}
      </div>
      {tasks.isPending ? <Spinner label="Loading tasks" className="p-3" /> : null}
      {tasks.isError ? (
        <LoadError what="the tasks" error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : null}
      {tasks.data?.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No tasks on this deal.</p>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white empty:hidden">
        {tasks.data?.items.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            anchorLabel={task.date_key ? (labels.get(task.date_key) ?? task.date_key) : null}
            canEdit={canEdit}
            busy={update.isPending}
            onToggle={(completed) => handleToggle(task, completed)}
            onEdit={() => setEditing({ task })}
            onRemove={() => setRemoving(task)}
          />
        ))}
      </ul>
      {editing ? <TaskDialog dealId={dealId} task={editing.task} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Delete ${removing.title}?`}
          description="The task leaves this deal for everyone. The deal's activity keeps a record."
          confirmLabel="Delete task"
          busy={remove.isPending}
          onConfirm={() => handleRemove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
