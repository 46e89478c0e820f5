import { format } from 'date-fns';
import { Link } from 'react-router';
import type { TaskItemDto } from '@threshold/domain/calendar/task-list.contract';
import { localDay, wallClock } from '@threshold/domain/calendar/time-zone';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const day = (ymd: string) => format(new Date(`${ymd}T00:00:00`), 'EEE d MMM yyyy');

/** A day for deal and personal tasks; a follow-up's day and time in the person's zone. */
const dueText = (task: TaskItemDto, zone: string) => {
  if (!task.due) return 'No due date yet';
  if (task.source !== 'contact') return day(task.due);
  const at = new Date(task.due);
  const w = wallClock(at, zone);
  const hhmm = `${String(w.hour % 24).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  return `${day(localDay(at, zone))}, ${hhmm}`;
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
  /** The person's zone (useTaskZone): follow-ups' times are shown there. */
  zone: string;
  busy: boolean;
  selected: boolean;
  onSelect: (task: TaskItemDto, selected: boolean) => void;
  onToggle: (task: TaskItemDto, completed: boolean) => void;
  onSnooze: (task: TaskItemDto) => void;
}

/**
 * One task: the first box selects it for a bulk action; the round one completes it where it lives;
 * the deal or contact it belongs to links there (a personal task belongs to nothing).
 */
export function TaskRow({ task, zone, busy, selected, onSelect, onToggle, onSnooze }: Props) {
  const done = task.state === 'done';
  const state = STATE[task.state];
  const where = task.source === 'deal' ? `/transactions/${task.parent_id}` : `/contacts/${task.parent_id}`;
  const parent =
    task.source === 'personal' ? (
      'Personal'
    ) : (
      <>
        {task.source === 'deal' ? 'Deal' : 'Contact'}:{' '}
        <Link to={where} className="text-brand-700 underline">
          {task.parent_title}
        </Link>
      </>
    );
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
          {parent}
          {' · '}
          {dueText(task, zone)}
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
