import { toast } from 'sonner';
import { useState, type FormEvent } from 'react';
import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import type { TransactionDetailDto } from '@threshold/domain/transactions/getTransaction.contract';
import {
  findTransition,
  STATUS_LABELS,
  type TransactionStatus,
} from '@threshold/domain/transactions/transaction-status';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useTransitionTransaction } from '../../api/deal-api';
import { announceOutcome } from '../../api/outcome';
import { transitionLabel } from '../../model/labels';
import { UnapprovedItems } from './unapproved-items';

interface TransitionDialogProps {
  deal: TransactionDetailDto;
  to: TransactionStatus;
  onClose: () => void;
}

/** Confirms a status change; handles the closing gate (409 + fields.checklist) and the broker override. */
export function TransitionDialog({ deal, to, onClose }: TransitionDialogProps) {
  const me = useMe();
  const transition = useTransitionTransaction(deal.id);
  const rule = findTransition(deal.status, to);
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState(false);
  const [gateBlocked, setGateBlocked] = useState(false);
  const [error, setError] = useState<{ form: string | null; reason?: string | undefined }>({ form: null });
  const canOverride =
    hasBrokerAuthority(me.effectiveRole, me.isSystemAdmin) && deal.access.can_review_checklist;
  const reasonRequired = Boolean(rule?.reasonRequired) || override;
  const verb = transitionLabel(deal.status, to);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reasonRequired && reason.trim() === '')
      return setError({
        form: null,
        reason: override ? 'Say why the deal closes with an incomplete checklist' : 'Give a reason',
      });
    setError({ form: null });
    transition.mutate(
      { to, reason: reason.trim() || undefined, override },
      {
        onSuccess: (result) => {
          announceOutcome(result, `Deal moved to ${STATUS_LABELS[to]}`);
          onClose();
        },
        onError: (failure) => {
          toast.error('The status did not change', { description: errorMessage(failure) });
          if (isApiError(failure) && failure.fields.checklist) setGateBlocked(true);
          const fields = isApiError(failure) ? failure.fields : {};
          setError({ form: errorMessage(failure), reason: fields.reason });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`${verb}?`}
        description={`${STATUS_LABELS[deal.status]} → ${STATUS_LABELS[to]}. The change is recorded with your name and the time.`}
      >
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          {error.form ? (
            <Alert tone="error" title={gateBlocked ? 'The checklist is not complete' : undefined}>
              {error.form}
            </Alert>
          ) : null}
          {gateBlocked ? <UnapprovedItems dealId={deal.id} /> : null}
          {gateBlocked && canOverride ? (
            <Checkbox
              label="Close anyway (broker override) — the reason is kept in the deal's history"
              checked={override}
              onChange={(e) => setOverride(e.target.checked)}
            />
          ) : null}
          <FormField label={reasonRequired ? 'Reason' : 'Reason (optional)'} error={error.reason}>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={transition.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={to === 'cancelled' ? 'danger' : 'primary'}
              disabled={transition.isPending || (gateBlocked && !override)}
            >
              {transition.isPending ? 'Saving…' : override ? 'Close with override' : verb}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
