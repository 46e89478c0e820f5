import {
  CreateWebhookInput,
  WEBHOOK_EVENT_FAMILIES,
  type WebhookEventFamily,
  type WebhookWithSecret,
} from '@threshold/domain/webhooks/webhook.contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useCreateWebhook } from '../api/webhooks-api';

export const EVENT_LABELS: Record<WebhookEventFamily, string> = {
  deal: 'Deals',
  contact: 'Contacts',
  offer: 'Offers',
};

/** A new webhook: its address, what it is for and which changes it hears about. */
export function WebhookForm({ onCreated }: { onCreated: (created: WebhookWithSecret) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventFamily[]>(['deal']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = CreateWebhookInput.safeParse({ url, description, events });
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setUrl('');
        setDescription('');
        onCreated(created);
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
        else setProblem(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3" aria-label="Add a webhook">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Receiver address"
          error={errors.url}
          hint="Where we POST each event, e.g. https://example.com/hooks"
        >
          <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Input value={description} onChange={(e) => setDescription(e.target.value)} />
        </FormField>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Events</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {WEBHOOK_EVENT_FAMILIES.map((family) => (
            <Checkbox
              key={family}
              label={EVENT_LABELS[family]}
              checked={events.includes(family)}
              onChange={(e) =>
                setEvents((current) =>
                  e.target.checked ? [...current, family] : current.filter((f) => f !== family),
                )
              }
            />
          ))}
        </div>
        {errors.events ? <p className="mt-1 text-sm text-red-700">{errors.events}</p> : null}
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add webhook'}
      </Button>
    </form>
  );
}
