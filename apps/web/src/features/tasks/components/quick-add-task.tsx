import { useState, type FormEvent } from 'react';
import { todayIn } from '@threshold/domain/calendar/time-zone';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useQuickAddTask } from '../api/tasks-api';
import { useTaskParents } from '../api/task-options-api';

/** Tomorrow in the person's zone. */
const tomorrow = (zone: string) => addCalendarDays(todayIn(zone), 1);

/** Title, due day and what it belongs to, then Enter: a task for me on a deal, a contact, or just mine. */
export function QuickAddTask({ zone }: { zone: string }) {
  const me = useMe();
  const parents = useTaskParents(
    me.permissions.includes('update:transactions'),
    me.permissions.includes('manage:contacts'),
  );
  const add = useQuickAddTask();
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(() => tomorrow(zone));
  const [parent, setParent] = useState('');
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !due) return;
    add.mutate(
      { title: title.trim(), due, parent, assigneeId: me.user.id, zone },
      {
        onSuccess: () => {
          toast.success(`Added “${title.trim()}”`);
          setTitle('');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return (
    <form
      onSubmit={handleSubmit}
      aria-label="Quick add a task"
      className="mb-4 flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <Input
        aria-label="New task"
        placeholder="New task…"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        className="min-w-48 flex-1"
        required
        maxLength={200}
      />
      <Input
        aria-label="Date"
        type="date"
        value={due}
        onChange={(e) => setDue(e.target.value)}
        className="w-40"
        required
      />
      <Select aria-label="For" value={parent} onChange={(e) => setParent(e.target.value)} className="w-56">
        <option value="">Personal (only me)</option>
        {(parents.data ?? []).map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </Select>
      <Button type="submit" disabled={add.isPending}>
        Add task
      </Button>
    </form>
  );
}
