import type { EnvelopeDto } from '@threshold/domain/envelopes/envelope.contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useEnvelopeWrites } from './envelopes-api';

/** Void with a reason: every recipient's link stops working and those already asked are told why. */
export function VoidEnvelopeDialog({ envelope, onClose }: { envelope: EnvelopeDto; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const { void: voidEnvelope } = useEnvelopeWrites();
  const fieldError = isApiError(voidEnvelope.error) ? voidEnvelope.error.fields.reason : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    voidEnvelope.mutate({ envelope, reason }, { onSuccess: onClose });
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Void this envelope?"
        description="The links stop working; recipients already asked get an e-mail with your reason."
      >
        <form onSubmit={submit} className="space-y-3">
          <FormField label="Reason" error={fieldError}>
            <Textarea value={reason} maxLength={500} required onChange={(e) => setReason(e.target.value)} />
          </FormField>
          {voidEnvelope.isError && !fieldError ? (
            <Alert tone="error" title="Not voided">
              {errorMessage(voidEnvelope.error)}
            </Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={voidEnvelope.isPending}>
              {voidEnvelope.isPending ? 'Voiding…' : 'Void envelope'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
