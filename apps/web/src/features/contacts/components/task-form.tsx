import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useCreateTask } from '../api/contact-timeline-api';
import { useOwnerOptions } from '../api/use-owner-options';
import { personName } from '../lib/contact-labels';
import { fromLocalInput, toLocalInput, tomorrowMorning } from '../lib/local-datetime';

/** Add a follow-up: what, when (default tomorrow 9:00) and who. */
export function TaskForm({ contactId }: { contactId: string }) {
  const me = useMe();
  const people = useOwnerOptions();
  const create = useCreateTask(contactId);
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(() => toLocalInput(tomorrowMorning()));
  const [assignee, setAssignee] = useState(me.user.id);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = 'Required';
    if (!due) found.due_at = 'Choose when it is due';
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      { title: title.trim(), due_at: fromLocalInput(due), assignee_id: assignee },
      {
        onSuccess: (task) => {
          toast.success(`Follow-up added: ${task.title}`);
          setTitle('');
          setDue(toLocalInput(tomorrowMorning()));
        },
        onError: (error) =>
          isApiError(error) && Object.keys(error.fields).length
            ? setErrors(error.fields)
            : toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="space-y-3 border-t border-slate-200 pt-3"
      aria-label="Add a follow-up"
    >
      <FormField label="New follow-up" error={errors.title}>
        <Input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="e.g. Send comparables"
          autoComplete="off"
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Due" error={errors.due_at}>
          <Input type="datetime-local" value={due} onChange={(e) => setDue(e.target.value)} />
        </FormField>
        <FormField label="Assignee" error={errors.assignee_id}>
          <Select value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {personName(p)}
                {p.id === me.user.id ? ' (me)' : ''}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <Button type="submit" size="sm" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add follow-up'}
      </Button>
    </form>
  );
}
