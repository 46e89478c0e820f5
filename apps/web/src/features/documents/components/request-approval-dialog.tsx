import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useApprovalWrites, useApproverCandidates } from '../api/document-approvals-api';

/** Pick approvers (people who approve documents and can see this one) and add a message. */
export function RequestApprovalDialog({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  const candidates = useApproverCandidates(documentId, true);
  const { request } = useApprovalWrites(documentId);
  const [picked, setPicked] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (picked.length === 0) return setErrors({ approver_ids: 'Pick at least one approver' });
    setErrors({});
    request.mutate(
      { approver_ids: picked, message: message.trim() || undefined },
      { onSuccess: onClose, onError: (error) => setErrors(isApiError(error) ? error.fields : {}) },
    );
  }

  const toggle = (id: string, on: boolean) =>
    setPicked((now) => (on ? [...now, id] : now.filter((p) => p !== id)));
  const items = candidates.data?.items ?? [];
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title="Request approval"
        description="Each approver gets an e-mail with a link and sees the document in their review queue."
        className="max-w-lg"
      >
        <form className="space-y-4" onSubmit={handleSubmit} noValidate>
          {request.isError && !errors.approver_ids ? (
            <Alert tone="error" title="Not sent">
              {errorMessage(request.error)}
            </Alert>
          ) : null}
          <fieldset
            className="space-y-2"
            aria-describedby={errors.approver_ids ? 'approvers-error' : undefined}
          >
            <legend className="text-sm font-medium text-slate-900">Approvers</legend>
            {candidates.isPending ? <Spinner label="Loading approvers" /> : null}
            {candidates.isError ? (
              <p className="text-sm text-red-700">{errorMessage(candidates.error)}</p>
            ) : null}
            {candidates.isSuccess && items.length === 0 ? (
              <p className="text-sm text-slate-600">Nobody who approves documents can see this one.</p>
            ) : null}
            {items.map((c) => (
              <div key={c.id}>
                <Checkbox
                  label={`${c.name} (${c.role})`}
                  checked={picked.includes(c.id)}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
              </div>
            ))}
            {errors.approver_ids ? (
              <p id="approvers-error" className="text-sm text-red-700">
                {errors.approver_ids}
              </p>
            ) : null}
          </fieldset>
          <FormField label="Message (optional)" error={errors.message}>
            <Textarea value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={request.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending…' : 'Send for approval'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
