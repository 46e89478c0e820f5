import { format } from 'date-fns';
import { Link } from 'react-router';
import type { TaskItemDto } from '@threshold/domain/calendar/task-list.contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const dueText = (task: TaskItemDto) => {
  if (!task.due) return 'No due date yet';
  if (task.source === 'deal') return format(new Date(`${task.due}T00:00:00`), 'EEE d MMM yyyy');
  return format(new Date(task.due), 'EEE d MMM yyyy, HH:mm');
};

const STATE: Record<
  TaskItemDto['state'],
  { label: string; tone: 'danger' | 'warning' | 'neutral' | 'success' | 'muted' }
> = {
  overdue: { label: 'Overdue', tone: 'danger' },
  due_today: { label: 'Due today', tone: 'warning' },
  upcoming: { label: 'Upcoming', tone: 'neutral' },
  done: { label: 'Done', tone: 'success' },
  no_date: { label: 'No date', tone: 'muted' },
};

const name = (p: TaskItemDto['assignee']) =>
  p ? `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || 'Someone' : null;

interface Props {
  task: TaskItemDto;
  busy: boolean;
  selected: boolean;
  onSelect: (task: TaskItemDto, selected: boolean) => void;
  onToggle: (task: TaskItemDto, completed: boolean) => void;
  onSnooze: (task: TaskItemDto) => void;
}

/**
 * One task: the first box selects it for a bulk action; the round one completes it where it lives;
 * the deal or contact it belongs to links there.
 */
export function TaskRow({ task, busy, selected, onSelect, onToggle, onSnooze }: Props) {
  const done = task.state === 'done';
  const state = STATE[task.state];
  const where = task.source === 'deal' ? `/transactions/${task.parent_id}` : `/contacts/${task.parent_id}`;
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <input
        type="checkbox"
        className="focus-ring mt-1 h-4 w-4"
        checked={selected}
        onChange={(e) => onSelect(task, e.target.checked)}
        aria-label={`Select “${task.title}”`}
      />
      <input
        type="checkbox"
        className="focus-ring mt-1 h-4 w-4 rounded-full accent-brand-700"
        checked={done}
        disabled={busy}
        onChange={(e) => onToggle(task, e.target.checked)}
        aria-label={`${done ? 'Reopen' : 'Complete'} “${task.title}”`}
      />
      <div className="min-w-0 flex-1">
        <p className={done ? 'text-sm text-slate-600 line-through' : 'text-sm font-medium text-slate-900'}>
          {task.title}
        </p>
        <p className="text-xs text-slate-600">
          {task.source === 'deal' ? 'Deal' : 'Contact'}:{' '}
          <Link to={where} className="text-brand-700 underline">
            {task.parent_title}
          </Link>
          {' · '}
          {dueText(task)}
          {task.assignee ? ` · ${name(task.assignee)}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {!done && task.due && !task.linked ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onSnooze(task)}
            aria-label={`Snooze “${task.title}” by a day`}
          >
            Snooze
          </Button>
        ) : null}
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
    </li>
  );
}
