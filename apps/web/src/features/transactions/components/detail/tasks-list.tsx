import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useCompleteTask, useTasks } from '../../api/dates-api';
import { formatDate, personName } from '../../model/format';
import { LoadError } from '../common/load-error';

/** The deal's tasks by due date; tasks linked to a key date move with it. */
export function TasksList({ dealId, canEdit }: { dealId: string; canEdit: boolean }) {
  const tasks = useTasks(dealId);
  const complete = useCompleteTask(dealId);
  const handleToggle = (taskId: string, title: string, completed: boolean) =>
    complete.mutate(
      { taskId, completed },
      {
        onSuccess: () => toast.success(completed ? `"${title}" done` : `"${title}" reopened`),
        onError: (error) => toast.error('Could not update the task', { description: errorMessage(error) }),
      },
    );
  return (
    <section aria-labelledby="tasks-title">
      <h2 id="tasks-title" className="text-base font-semibold text-slate-900">
        Tasks
      </h2>
      {tasks.isPending ? <Spinner label="Loading tasks" className="p-3" /> : null}
      {tasks.isError ? (
        <LoadError what="the tasks" error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : null}
      {tasks.data?.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No tasks on this deal.</p>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white empty:hidden">
        {tasks.data?.items.map((task) => (
          <li key={task.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={task.completed_at !== null}
                disabled={!canEdit || complete.isPending}
                onChange={(e) => handleToggle(task.id, task.title, e.target.checked)}
              />
              <span className={task.completed_at ? 'text-slate-600 line-through' : 'text-slate-900'}>
                {task.title}
              </span>
            </label>
            <span className="shrink-0 text-xs text-slate-600">
              {task.due_date ? `Due ${formatDate(task.due_date)}` : 'No due date'}
              {task.assignee ? ` · ${personName(task.assignee)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
