import type { TaskDto } from '@threshold/domain/contacts/contact-task.contract';
import { format } from 'date-fns';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { staleActionMessage } from '@/lib/stale-action';
import { useContactTasks, useUpdateTask } from '../api/contact-timeline-api';
import { personName } from '../lib/contact-labels';
import { TaskForm } from './task-form';

function TaskItem({
  task,
  canManage,
  onToggle,
  pending,
}: {
  task: TaskDto;
  canManage: boolean;
  onToggle: (t: TaskDto) => void;
  /** This task's change is on its way: show the new state right away. */
  pending: boolean;
}) {
  const done = task.completed_at !== null;
  return (
    <li className="flex items-start gap-3 py-2.5">
      <input
        type="checkbox"
        className="focus-ring mt-1 h-4 w-4 accent-brand-700"
        checked={pending ? !done : done}
        disabled={!canManage || pending}
        onChange={() => onToggle(task)}
        aria-label={`${done ? 'Reopen' : 'Complete'} “${task.title}”`}
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className={done ? 'text-slate-600 line-through' : 'font-medium text-slate-900'}>{task.title}</p>
        <p className="text-xs text-slate-600">
          Due {format(new Date(task.due_at), 'PP p')} · {personName(task.assignee)}
        </p>
      </div>
      {task.overdue && !done ? <Badge tone="danger">Overdue</Badge> : null}
    </li>
  );
}

/** Follow-ups: open ones soonest first, completed ones on demand, a form to add one. */
export function ContactTasks({ contactId, canManage }: { contactId: string; canManage: boolean }) {
  const [showDone, setShowDone] = useState(false);
  const open = useContactTasks(contactId, 'open');
  const done = useContactTasks(contactId, 'done');
  const update = useUpdateTask(contactId);

  const handleToggle = (task: TaskDto) =>
    update.mutate(
      { taskId: task.id, version: task.version, completed: task.completed_at === null },
      {
        onSuccess: (t) => toast.success(t.completed_at ? `Done: ${t.title}` : `Reopened: ${t.title}`),
        // A stale tick (someone changed the task meanwhile): say who; the lists reload (the hook).
        onError: (error) => toast.error(staleActionMessage(error, 'follow-up') ?? errorMessage(error)),
      },
    );

  const openItems = open.data?.items ?? [];
  return (
    <Card aria-labelledby="tasks-title" className="space-y-3">
      <CardTitle id="tasks-title">Follow-ups</CardTitle>
      {open.isPending ? <Spinner label="Loading follow-ups" /> : null}
      {open.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(open.error)}
        </p>
      ) : null}
      {open.isSuccess && openItems.length === 0 ? (
        <p className="text-sm text-slate-600">No open follow-ups.</p>
      ) : null}
      <ul className="divide-y divide-slate-100" aria-label="Open follow-ups">
        {openItems.map((task) => (
          <TaskItem
            key={task.id}
            task={task}
            canManage={canManage}
            onToggle={handleToggle}
            pending={update.isPending && update.variables?.taskId === task.id}
          />
        ))}
      </ul>
      <Button variant="link" onClick={() => setShowDone((v) => !v)} aria-expanded={showDone}>
        {showDone ? 'Hide completed' : `Show completed${done.data ? ` (${done.data.items.length})` : ''}`}
      </Button>
      {showDone ? (
        <ul className="divide-y divide-slate-100" aria-label="Completed follow-ups">
          {(done.data?.items ?? []).map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              canManage={canManage}
              onToggle={handleToggle}
              pending={update.isPending && update.variables?.taskId === task.id}
            />
          ))}
        </ul>
      ) : null}
      {canManage ? <TaskForm contactId={contactId} /> : null}
    </Card>
  );
}
