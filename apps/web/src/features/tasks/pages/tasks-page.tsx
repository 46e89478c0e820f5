import { useState } from 'react';
import { ListChecks } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  TASK_DUE,
  TASK_SOURCES,
  TASK_VIEWS,
  type TaskDue,
  type TaskSource,
  type TaskView,
} from '@threshold/domain/calendar/task-list.contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompleteTask, useSnoozeTask, useTaskItems, type TaskFilters } from '../api/tasks-api';
import { QuickAddTask } from '../components/quick-add-task';
import { useTaskZone } from '../api/task-zone-api';
import { TaskBulkBar } from '../components/task-bulk-bar';
import { TaskRow } from '../components/task-row';
import { LoadError } from '@/components/ui/load-error';
import { ShowMore } from '@/components/ui/show-more';

const VIEW_LABELS: Record<TaskView, string> = {
  mine: 'Mine',
  assigned_by_me: 'Assigned by me',
  team: 'My team’s',
};
const keyOf = (t: { source: string; id: string }) => `${t.source}-${t.id}`;
const DUE_LABELS: Record<TaskDue, string> = {
  all: 'All open',
  overdue: 'Overdue',
  today: 'Due today',
  upcoming: 'Upcoming',
  done: 'Done',
};

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** Every task across deals, contacts and personal ones; the filters live in the URL (?view=mine&due=overdue&source=deal). */
export function TasksPage() {
  useDocumentTitle('Tasks');
  const [params, setParams] = useSearchParams();
  const filters: TaskFilters = {
    view: pick(params.get('view'), TASK_VIEWS, 'mine'),
    due: pick(params.get('due'), TASK_DUE, 'all'),
    source:
      pick(params.get('source'), [...TASK_SOURCES, 'all'] as const, 'all') === 'all'
        ? undefined
        : (params.get('source') as TaskSource),
  };
  const setFilter = (key: string, value: string, fallback: string) => {
    setPicked(new Set());
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };
  const zone = useTaskZone();
  const list = useTaskItems(filters, zone);
  const complete = useCompleteTask();
  const snooze = useSnoozeTask();
  const failed = (error: unknown) =>
    toast.error(
      isApiError(error) && error.code === 'STALE_VERSION'
        ? 'Someone changed this task meanwhile; the list is refreshed.'
        : errorMessage(error),
    );
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selected = items.filter((t) => picked.has(keyOf(t)));
  const pick1 = (task: (typeof items)[number], on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(keyOf(task));
      else next.delete(keyOf(task));
      return next;
    });
  const toggle = (task: (typeof items)[number], completed: boolean) =>
    complete.mutate(
      { task, completed },
      {
        onSuccess: () => toast.success(completed ? `Completed “${task.title}”` : `Reopened “${task.title}”`),
        onError: failed,
      },
    );
  const postpone = (task: (typeof items)[number]) =>
    snooze.mutate(task, {
      onSuccess: () => toast.success(`Snoozed “${task.title}” to the next day`),
      onError: failed,
    });

  return (
    <div>
      <PageHeader
        title="Tasks"
        description="Your to-dos across deals, contacts and your own."
        actions={
          <Button variant="secondary" asChild>
            <Link to="/calendar">Calendar</Link>
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div
          role="group"
          aria-label="Whose tasks"
          className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
        >
          {TASK_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={filters.view === v}
              onClick={() => setFilter('view', v, 'mine')}
              className={cn(
                'focus-ring rounded px-3 py-1 text-sm',
                filters.view === v ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {VIEW_LABELS[v]}
            </button>
          ))}
        </div>
        <FormField label="Due">
          <Select value={filters.due} onChange={(e) => setFilter('due', e.target.value, 'all')}>
            {TASK_DUE.map((d) => (
              <option key={d} value={d}>
                {DUE_LABELS[d]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="From">
          <Select
            value={filters.source ?? 'all'}
            onChange={(e) => setFilter('source', e.target.value, 'all')}
          >
            <option value="all">Everything</option>
            <option value="deal">Deals</option>
            <option value="contact">Contacts</option>
            <option value="personal">Personal</option>
          </Select>
        </FormField>
      </div>
      <QuickAddTask zone={zone.zone} />
      {selected.length ? (
        <TaskBulkBar selected={selected} zone={zone.zone} onDone={() => setPicked(new Set())} />
      ) : null}
      {list.isError ? (
        <LoadError what="the tasks" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading tasks" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon={ListChecks} title="No tasks here">
          {filters.due === 'done'
            ? 'Completed tasks appear here.'
            : 'Tasks you add on a deal, a contact or for yourself appear here with their due dates.'}
        </EmptyState>
      ) : (
        <>
          <label className="mb-2 flex items-center gap-2 px-4 text-sm text-slate-700">
            <input
              type="checkbox"
              className="focus-ring h-4 w-4"
              checked={selected.length === items.length}
              ref={(el) => {
                if (el) el.indeterminate = selected.length > 0 && selected.length < items.length;
              }}
              onChange={(e) => setPicked(e.target.checked ? new Set(items.map(keyOf)) : new Set())}
            />
            Select all tasks on this page
          </label>
          <ul
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
            aria-label="Tasks"
          >
            {items.map((task) => (
              <TaskRow
                key={`${task.source}-${task.id}`}
                task={task}
                zone={zone.zone}
                selected={picked.has(keyOf(task))}
                onSelect={pick1}
                busy={
                  (complete.isPending && complete.variables?.task.id === task.id) ||
                  (snooze.isPending && snooze.variables?.id === task.id)
                }
                onToggle={toggle}
                onSnooze={postpone}
              />
            ))}
          </ul>
          <ShowMore pages={list} />
        </>
      )}
    </div>
  );
}
