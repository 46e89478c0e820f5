import { useState } from 'react';
import { toast } from 'sonner';
import type { TaskAction, TaskItemDto } from '@threshold/domain/calendar/task-list.contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useBulkTasks } from '../api/tasks-api';
import { useAssignees } from '../api/task-options-api';

/**
 * Actions on the selected tasks: complete, snooze a day / a week / to a day, reassign. Each task is
 * changed on its own; the toast says how many were changed and names those that were not (and why).
 */
export function TaskBulkBar({
  selected,
  onDone,
  zone,
}: {
  selected: TaskItemDto[];
  onDone: () => void;
  /** The person's zone: a follow-up snoozed to a day keeps its time of day there. */
  zone: string;
}) {
  const me = useMe();
  const bulk = useBulkTasks();
  const assignees = useAssignees(me.permissions.includes('read:contacts'));
  // The same rule as the server's: anyone in the organization for brokers and admins, else me and my teams' members.
  const myTeams = new Set((me.primaryAffiliation?.teams ?? []).map((t) => t.id));
  const orgWide = me.isSystemAdmin || me.accessScopes.transactionAccessScope === 'organization';
  const choices = (assignees.data?.items ?? []).filter(
    (m) => orgWide || m.user_id === me.user.id || m.teams.some((t) => myTeams.has(t.id)),
  );
  const [until, setUntil] = useState('');
  const [assignee, setAssignee] = useState('');
  const run = (action: TaskAction, what: string) =>
    bulk.mutate(
      { tasks: selected, action },
      {
        onSuccess: ({ results }) => {
          const failed = results.filter((r) => !r.ok);
          const done = results.length - failed.length;
          if (done) toast.success(`${what}: ${done} of ${results.length} tasks`);
          for (const f of failed) {
            const task = selected.find((t) => t.id === f.id);
            toast.error(`“${task?.title ?? 'A task'}” was not changed: ${f.error?.message ?? 'refused'}`);
          }
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const busy = bulk.isPending;
  return (
    <div
      role="region"
      aria-label="Selected tasks"
      className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-2 text-sm"
    >
      <span className="mr-2 font-medium text-slate-900">{selected.length} selected</span>
      <Button size="sm" disabled={busy} onClick={() => run({ kind: 'complete' }, 'Completed')}>
        Complete
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => run({ kind: 'snooze', days: 1 }, 'Snoozed a day')}
      >
        Snooze a day
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => run({ kind: 'snooze', days: 7 }, 'Snoozed a week')}
      >
        Snooze a week
      </Button>
      <span className="flex items-center gap-1">
        <Input
          aria-label="Snooze until"
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          className="w-40"
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || !until}
          onClick={() => run({ kind: 'snooze_until', until, tz: zone }, `Snoozed to ${until}`)}
        >
          Snooze to day
        </Button>
      </span>
      {choices.length ? (
        <span className="flex items-center gap-1">
          <Select
            aria-label="Reassign to"
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
            className="w-44"
          >
            <option value="">Reassign to…</option>
            {choices.map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {`${m.first_name ?? ''} ${m.last_name ?? ''}`.trim() || m.email}
              </option>
            ))}
          </Select>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || !assignee}
            onClick={() => run({ kind: 'reassign', assignee_id: assignee }, 'Reassigned')}
          >
            Reassign
          </Button>
        </span>
      ) : null}
    </div>
  );
}
