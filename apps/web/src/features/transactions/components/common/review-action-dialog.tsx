import { useState } from 'react';
import { ChecklistItemDto } from '@threshold/domain/transactions/list-checklist.contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { staleActionMessage } from '@/lib/stale-action';
import { staleConflictOf } from '@/lib/versioned-mutation';
import { toast } from 'sonner';
import { useReviewChecklistItem, type ReviewAction } from '../../api/checklist-api';
import type { ChecklistAction } from '../../model/checklist-actions';
import { CHECKLIST_STATUS_LABELS } from '../../model/checklist-labels';
import { NoteDialog } from './note-dialog';

const COPY: Record<
  ChecklistAction,
  { title: string; label: string; confirm: string; done: string; required?: string }
> = {
  submit: {
    title: 'Submit for review',
    label: 'Note for the reviewer (optional)',
    confirm: 'Submit',
    done: 'Submitted for review',
  },
  resubmit: {
    title: 'Submit again',
    label: 'What did you fix? (optional)',
    confirm: 'Resubmit',
    done: 'Submitted again',
  },
  approve: { title: 'Approve', label: 'Note (optional)', confirm: 'Approve', done: 'Approved' },
  return: {
    title: 'Return to the agent',
    label: 'What needs fixing',
    confirm: 'Return',
    done: 'Returned to the agent',
    required: 'Tell the agent what to fix',
  },
  reopen: {
    title: 'Reopen an approved item',
    label: 'Why it needs another look',
    confirm: 'Reopen',
    done: 'Reopened and returned',
    required: 'Tell the agent what to fix',
  },
};

interface ReviewActionDialogProps {
  transactionId: string;
  item: ChecklistItemDto;
  action: ChecklistAction;
  onClose: () => void;
}

/**
 * Submit / resubmit (agent), approve / return / reopen (reviewer) — one checklist item, based on the
 * version it was shown with (issue 19). When someone changed the item meanwhile, the dialog stays open
 * with the note, says who changed it (and its status now), the list behind it is refreshed, and the
 * next confirm is based on the item as it is now.
 */
export function ReviewActionDialog({ transactionId, item, action, onClose }: ReviewActionDialogProps) {
  const review = useReviewChecklistItem(transactionId);
  const copy = COPY[action];
  const submitting = action === 'submit' || action === 'resubmit';
  const [basedOn, setBasedOn] = useState(item.version);
  const [documentName, setDocumentName] = useState(item.document_name ?? '');
  const [error, setError] = useState<{ form?: string | null; field?: string; document?: string }>({});

  const handleStale = (failure: unknown, stale: string) => {
    const current = staleConflictOf(failure, ChecklistItemDto, null)?.current;
    if (current) setBasedOn(current.version);
    const now =
      current && current.status !== item.status
        ? ` Its status is now “${CHECKLIST_STATUS_LABELS[current.status]}”.`
        : '';
    toast.error('Not saved: the item changed', { description: stale });
    setError({ form: `${stale}${now}` });
  };

  const handleConfirm = (note: string) => {
    if (submitting && item.requires_document && documentName.trim() === '')
      return setError({ document: 'This item needs a document: give its file name' });
    const apiAction: ReviewAction = submitting ? 'submit' : action === 'approve' ? 'approve' : 'return';
    const body = submitting
      ? { note: note || null, document_name: documentName.trim() || null }
      : { note: note || null };
    review.mutate(
      { itemId: item.id, action: apiAction, body, version: basedOn },
      {
        onSuccess: () => {
          toast.success(copy.done, { description: item.title });
          onClose();
        },
        onError: (failure) => {
          const stale = staleActionMessage(failure, 'checklist item');
          if (stale) return handleStale(failure, stale);
          toast.error('That did not work', { description: errorMessage(failure) });
          const fields = isApiError(failure) ? failure.fields : {};
          setError({
            form: errorMessage(failure),
            field: fields.note,
            document: fields.document_name ?? fields.document_id,
          });
        },
      },
    );
  };

  return (
    <NoteDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${copy.title}: ${item.title}`}
      noteLabel={copy.label}
      noteRequired={copy.required ?? null}
      confirmLabel={copy.confirm}
      busy={review.isPending}
      error={{ form: error.form, field: error.field }}
      onConfirm={handleConfirm}
      tone={action === 'return' || action === 'reopen' ? 'danger' : 'primary'}
    >
      {submitting ? (
        <FormField
          label={item.requires_document ? 'Document' : 'Document (optional)'}
          hint="The file name of the signed document (upload arrives with the documents area)."
          error={error.document}
        >
          <Input value={documentName} onChange={(e) => setDocumentName(e.target.value)} maxLength={255} />
        </FormField>
      ) : null}
    </NoteDialog>
  );
}
