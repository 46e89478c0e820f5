import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';

/** Decline with a reason: the envelope ends and the sender reads the reason. */
export function DeclineForm(props: {
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const fieldError = isApiError(props.error) ? props.error.fields.reason : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onDecline(reason);
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg border border-red-200 bg-white p-3">
      <FormField label="Why do you decline?" error={fieldError}>
        <Textarea value={reason} required maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      {props.error && !fieldError ? (
        <Alert tone="error" title="Not declined">
          {errorMessage(props.error)}
        </Alert>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="danger" disabled={props.busy}>
          {props.busy ? 'Declining…' : 'Decline'}
        </Button>
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
