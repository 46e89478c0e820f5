import { toast } from 'sonner';
import { useState, type FormEvent } from 'react';
import {
  FALL_THROUGH_REASON_LABELS,
  FALL_THROUGH_REASONS,
  isFallThroughStatus,
  type FallThroughReason,
} from '@threshold/domain/transactions/fall-through-reason';
import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import {
  findTransition,
  STATUS_LABELS,
  type TransactionStatus,
} from '@threshold/domain/transactions/transaction-status';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import type { StaleConflict } from '@/lib/versioned-mutation';
import { useVersionedTransition, type TransitionRequest } from '../../api/deal-api';
import { announceOutcome } from '../../api/outcome';
import { transitionLabel } from '../../model/labels';
import { UnapprovedItems } from './unapproved-items';

interface TransitionDialogProps {
  deal: TransactionDetailDto;
  to: TransactionStatus;
  onClose: () => void;
}

/**
 * Confirms a status change; handles the closing gate (409 + fields.checklist) and the broker override.
 * The change is based on the deal as shown when the dialog opened (its version, issue 19): when someone
 * changed the deal meanwhile, the dialog keeps the reason and shows the status now.
 */
export function TransitionDialog({ deal, to, onClose }: TransitionDialogProps) {
  const me = useMe();
  const transition = useVersionedTransition(deal);
  const rule = findTransition(deal.status, to);
  const [reason, setReason] = useState('');
  const [fallThrough, setFallThrough] = useState<FallThroughReason | ''>('');
  const [override, setOverride] = useState(false);
  const [gateBlocked, setGateBlocked] = useState(false);
  const [error, setError] = useState<{
    form: string | null;
    reason?: string | undefined;
    fallThrough?: string | undefined;
  }>({ form: null });
  const asksFallThrough = isFallThroughStatus(to);
  const canOverride =
    hasBrokerAuthority(me.effectiveRole, me.isSystemAdmin) && deal.access.can_review_checklist;
  const reasonRequired = Boolean(rule?.reasonRequired) || override;
  const verb = transitionLabel(deal.status, to);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missingReason = reasonRequired && reason.trim() === '';
    const missingFallThrough = asksFallThrough && fallThrough === '';
    if (missingReason || missingFallThrough)
      return setError({
        form: null,
        reason: !missingReason
          ? undefined
          : override
            ? 'Say why the deal closes with an incomplete checklist'
            : 'Give a reason',
        fallThrough: missingFallThrough ? 'Choose why the deal fell through' : undefined,
      });
    setError({ form: null });
    const input: TransitionRequest = {
      to,
      reason: reason.trim() || undefined,
      ...(asksFallThrough && fallThrough !== '' ? { fall_through_reason: fallThrough } : {}),
      override,
    };
    void save(() => transition.save(input));
  };

  /** Sends (or re-sends after a conflict); a stale version leaves the dialog open with the conflict shown. */
  const save = async (send: () => Promise<Awaited<ReturnType<typeof transition.save>>>) => {
    try {
      const result = await send();
      if (!result) return;
      announceOutcome(result, `Deal moved to ${STATUS_LABELS[to]}`);
      onClose();
    } catch (failure) {
      toast.error('The status did not change', { description: errorMessage(failure) });
      if (isApiError(failure) && failure.fields.checklist) setGateBlocked(true);
      const fields = isApiError(failure) ? failure.fields : {};
      setError({
        form: errorMessage(failure),
        reason: fields.reason,
        fallThrough: fields.fall_through_reason,
      });
    }
  };
  const conflict = transition.conflict;
  const discard = async () => {
    await transition.discard();
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`${verb}?`}
        description={`${STATUS_LABELS[deal.status]} → ${STATUS_LABELS[to]}. The change is recorded with your name and the time.`}
      >
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          {conflict && findTransition(conflict.current.status, to) ? (
            <ConflictNotice
              what="deal"
              changedBy={conflict.changedBy}
              changedAt={conflict.changedAt}
              changes={[
                { label: 'Status', theirs: STATUS_LABELS[conflict.current.status], yours: STATUS_LABELS[to] },
              ]}
              busy={transition.isPending}
              onReapply={() => save(transition.reapply)}
              onDiscard={discard}
            />
          ) : null}
          {conflict && !findTransition(conflict.current.status, to) ? (
            <StaleTransition conflict={conflict} to={to} onClose={discard} />
          ) : null}
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
          {asksFallThrough ? (
            <FormField label="Why did it fall through?" error={error.fallThrough}>
              <Select
                value={fallThrough}
                onChange={(e) => setFallThrough(e.target.value as FallThroughReason | '')}
              >
                <option value="">Choose a reason</option>
                {FALL_THROUGH_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {FALL_THROUGH_REASON_LABELS[r]}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          <FormField
            label={reasonRequired ? (asksFallThrough ? 'Note' : 'Reason') : 'Reason (optional)'}
            error={error.reason}
          >
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

/** Someone changed the deal meanwhile, and from its status now this move is not possible (or done): say so, and close. */
function StaleTransition({
  conflict,
  to,
  onClose,
}: {
  conflict: StaleConflict<TransactionDetailDto, TransitionRequest>;
  to: TransactionStatus;
  onClose: () => unknown;
}) {
  const at = conflict.changedAt ? ` at ${new Date(conflict.changedAt).toLocaleString()}` : '';
  return (
    <Alert tone="warning" title={`${conflict.changedBy?.name ?? 'Someone else'} changed this deal${at}`}>
      <p>
        {conflict.current.status === to
          ? `It is already ${STATUS_LABELS[to]}.`
          : `It is now ${STATUS_LABELS[conflict.current.status]}, and cannot move to ${STATUS_LABELS[to]} from there.`}{' '}
        Your change was not saved.
      </p>
      <div className="mt-3">
        <Button variant="secondary" onClick={() => void onClose()}>
          Close and see the deal now
        </Button>
      </div>
    </Alert>
  );
}
