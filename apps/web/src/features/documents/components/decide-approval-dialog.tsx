import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useApprovalWrites } from '../api/document-approvals-api';

/** Approve (comment optional) or return (comment required) one pending request. */
export function DecideApprovalDialog({
  documentId,
  approvalId,
  decision,
  onClose,
}: {
  documentId: string;
  approvalId: string;
  decision: 'approve' | 'return';
  onClose: () => void;
}) {
  const { decide } = useApprovalWrites(documentId);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const returning = decision === 'return';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (returning && !comment.trim()) return setErrors({ comment: 'Say why you return it' });
    setErrors({});
    decide.mutate(
      { approvalId, input: { decision, comment: comment.trim() || undefined } },
      { onSuccess: onClose, onError: (error) => setErrors(isApiError(error) ? error.fields : {}) },
    );
  }

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title={returning ? 'Return the document' : 'Approve the document'} className="max-w-lg">
        <form className="space-y-4" onSubmit={handleSubmit} noValidate>
          {decide.isError && Object.keys(errors).length === 0 ? (
            <Alert tone="error" title="Not saved">
              {errorMessage(decide.error)}
            </Alert>
          ) : null}
          <FormField label={returning ? 'What needs to change' : 'Comment (optional)'} error={errors.comment}>
            <Textarea value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={decide.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={returning ? 'danger' : 'primary'} disabled={decide.isPending}>
              {returning ? 'Return' : 'Approve'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
