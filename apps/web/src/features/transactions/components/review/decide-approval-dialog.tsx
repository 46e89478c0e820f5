import { useState } from 'react';
import { toast } from 'sonner';
import type { ApprovalDto } from '@threshold/domain/transactions/approvals.contract';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useDecideApproval } from '../../api/queues-api';
import { NoteDialog } from '../common/note-dialog';

interface DecideApprovalDialogProps {
  approval: ApprovalDto;
  decision: 'approve' | 'reject';
  onClose: () => void;
}

/** Approve (optional note) or reject (a reason is required) a change a supervisee drafted. */
export function DecideApprovalDialog({ approval, decision, onClose }: DecideApprovalDialogProps) {
  const decide = useDecideApproval();
  const [error, setError] = useState<{ form?: string | null; field?: string }>({});
  const approve = decision === 'approve';
  const handleConfirm = (note: string) =>
    decide.mutate(
      { approvalId: approval.id, decision, note: note || undefined },
      {
        onSuccess: (result) => {
          if (result.status === 'failed')
            toast.error('Approved, but the change could not be applied', {
              description: result.failure_reason ?? undefined,
            });
          else
            toast.success(approve ? 'Change approved and applied' : 'Change rejected', {
              description: approval.summary,
            });
          onClose();
        },
        onError: (failure) => {
          toast.error('The decision was not saved', { description: errorMessage(failure) });
          setError({
            form: errorMessage(failure),
            field: isApiError(failure) ? failure.fields.note : undefined,
          });
        },
      },
    );
  return (
    <NoteDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={approve ? 'Approve this change?' : 'Reject this change?'}
      description={`${approval.summary} — ${approval.transaction_title}`}
      noteLabel={approve ? 'Note (optional)' : 'Why is it rejected?'}
      noteRequired={approve ? null : 'Say why the change is rejected'}
      confirmLabel={approve ? 'Approve' : 'Reject'}
      busy={decide.isPending}
      error={error}
      onConfirm={handleConfirm}
      tone={approve ? 'primary' : 'danger'}
    />
  );
}
