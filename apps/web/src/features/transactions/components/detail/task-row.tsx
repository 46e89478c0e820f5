import type { TaskDto } from '@threshold/domain/transactions/tasks.contract';
import { Button } from '@/components/ui/button';
import { formatDate, personName } from '../../model/format';

interface TaskRowProps {
  task: TaskDto;
  /** The key date's label when the task counts from one. */
  anchorLabel: string | null;
  canEdit: boolean;
  busy: boolean;
  onToggle: (completed: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}

function dueText(task: TaskDto, anchorLabel: string | null): string {
  const due = task.due_date ? `Due ${formatDate(task.due_date)}` : 'No due date';
  if (!task.date_key) return due;
  const n = Math.abs(task.offset_days);
  const rule =
    n === 0
      ? `on ${anchorLabel}`
      : `${n} day${n === 1 ? '' : 's'} ${task.offset_days < 0 ? 'before' : 'after'} ${anchorLabel}`;
  return `${due} (${rule})`;
}

/** One task: done/not done, when it is due (and what it counts from), who does it. */
export function TaskRow({ task, anchorLabel, canEdit, busy, onToggle, onEdit, onRemove }: TaskRowProps) {
  const done = task.completed_at !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
      <label className="flex min-w-0 items-center gap-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={done}
          disabled={!canEdit || busy}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <span className={done ? 'text-slate-600 line-through' : 'text-slate-900'}>{task.title}</span>
      </label>
      <div className="flex items-center gap-2">
        <span className="text-xs text-slate-600">
          {dueText(task, anchorLabel)}
          {task.assignee ? ` · ${personName(task.assignee)}` : ''}
        </span>
        {canEdit ? (
          <>
            <Button size="sm" variant="secondary" onClick={onEdit}>
              Edit<span className="sr-only"> {task.title}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={onRemove}>
              Delete<span className="sr-only"> {task.title}</span>
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
