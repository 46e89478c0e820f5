import {
  LOGGED_ACTIVITY_KINDS,
  type LoggedActivityKind,
} from '@threshold/domain/contacts/contact-activity.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useLogActivity } from '../api/contact-timeline-api';
import { ACTIVITY_LABELS } from '../lib/contact-labels';
import { fromLocalInput, toLocalInput } from '../lib/local-datetime';

const OUTCOMES = {
  connected: 'Connected',
  left_message: 'Left a message',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
} as const;
type Outcome = keyof typeof OUTCOMES | '';

/** Log a call, e-mail, meeting, showing or note; calls can carry an outcome. */
export function LogActivityForm({ contactId }: { contactId: string }) {
  const log = useLogActivity(contactId);
  const [kind, setKind] = useState<LoggedActivityKind>('call');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('');
  const [when, setWhen] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The server accepts entries up to a day ahead.
  const [latest] = useState(() => toLocalInput(new Date(Date.now() + 86_400_000)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() && !body.trim())
      return setErrors({ body: 'Write a subject or a few words about it' });
    setErrors({});
    log.mutate(
      {
        kind,
        subject: subject.trim() || null,
        body: body.trim() || null,
        ...(when ? { occurred_at: fromLocalInput(when) } : {}),
        details: kind === 'call' && outcome ? { outcome } : {},
      },
      {
        onSuccess: () => {
          toast.success(`${ACTIVITY_LABELS[kind]} logged`);
          setSubject('');
          setBody('');
          setOutcome('');
          setWhen('');
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
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      aria-label="Log activity"
    >
      <div role="radiogroup" aria-label="Kind" className="flex flex-wrap gap-1">
        {LOGGED_ACTIVITY_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            onClick={() => setKind(k)}
            className={cn(
              'focus-ring rounded-md px-3 py-1.5 text-sm font-medium',
              kind === k
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100',
            )}
          >
            {ACTIVITY_LABELS[k]}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Subject" error={errors.subject}>
          <Input value={subject} onChange={(e) => setSubject(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label="When" hint="Leave empty for now." error={errors.occurred_at}>
          <Input type="datetime-local" value={when} max={latest} onChange={(e) => setWhen(e.target.value)} />
        </FormField>
      </div>
      {kind === 'call' ? (
        <FormField label="Outcome">
          <Select value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
            <option value="">Not recorded</option>
            {Object.entries(OUTCOMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField label="Notes" error={errors.body}>
        <Textarea value={body} onChange={(e) => setBody(e.target.value)} rows={3} />
      </FormField>
      <Button type="submit" disabled={log.isPending}>
        {log.isPending ? 'Saving…' : `Log ${ACTIVITY_LABELS[kind].toLowerCase()}`}
      </Button>
    </form>
  );
}
