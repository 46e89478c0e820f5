import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage, isApiError } from '@/lib/api-error';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { useVersionedDealEdit } from '../../api/deal-api';
import { announceOutcome } from '../../api/outcome';
import { dealToValues, editDealInput, editFieldOf, type EditDealValues } from '../../model/edit-deal';
import { EditDealFields } from './edit-deal-fields';

/** "Edit details": property facts and prices; only changed fields are sent. */
export function EditDealButton({ deal }: { deal: TransactionDetailDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit details
      </Button>
      {open ? <EditDealDialog deal={deal} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EditDealDialog({ deal, onClose }: { deal: TransactionDetailDto; onClose: () => void }) {
  const initial = dealToValues(deal);
  const form = useForm<EditDealValues>({ defaultValues: initial });
  const update = useVersionedDealEdit(deal);
  const [formError, setFormError] = useState<string | null>(null);

  const setErrors = (errors: Record<string, string>) => {
    for (const [field, message] of Object.entries(errors))
      form.setError(field as keyof EditDealValues, { type: 'validate', message });
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const result = editDealInput(initial, values);
    if (!result.ok) return setErrors(result.errors);
    if (!result.input) {
      toast.info('Nothing to save');
      return onClose();
    }
    const input = result.input;
    return save(() => update.save(input));
  });

  /** Saves (or re-applies); a stale version leaves the form open with the conflict shown above it. */
  const save = async (send: () => Promise<Awaited<ReturnType<typeof update.save>>>) => {
    try {
      const outcome = await send();
      if (!outcome) return;
      announceOutcome(outcome, 'Deal details saved');
      onClose();
    } catch (error) {
      toast.error('The changes were not saved', { description: errorMessage(error) });
      const fields = isApiError(error) ? error.fields : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [editFieldOf(k), v])));
      setFormError(errorMessage(error));
    }
  };
  const conflict = update.conflict;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Edit deal details" description="Type and side are fixed once a deal exists.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          {conflict ? (
            <ConflictNotice
              what="deal"
              changedBy={conflict.changedBy}
              changedAt={conflict.changedAt}
              changes={conflictChanges(conflict.current, conflict.input)}
              busy={update.isPending}
              onReapply={() => save(update.reapply)}
              onDiscard={async () => {
                await update.discard();
                onClose();
              }}
            />
          ) : null}
          <EditDealFields form={form} />
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
