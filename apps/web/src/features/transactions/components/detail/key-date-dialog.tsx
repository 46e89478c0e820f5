import { toast } from 'sonner';
import { useId, useState, type FormEvent } from 'react';
import {
  UpdateKeyDateInput,
  type KeyDateDto,
  type KeyDatesChangeOutput,
} from '@threshold/domain/transactions/key-dates.contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useVersionedKeyDateEdit } from '../../api/dates-api';
import { announceOutcome } from '../../api/outcome';

type Applied = Extract<KeyDatesChangeOutput, { outcome: 'applied' }>;

interface KeyDateDialogProps {
  dealId: string;
  date: KeyDateDto;
  allDates: readonly KeyDateDto[];
  onClose: () => void;
  onApplied: (change: Applied) => void;
}

/** Edit one key date: a fixed date, or a rule relative to another date; or mark it done. */
export function KeyDateDialog({ dealId, date, allDates, onClose, onApplied }: KeyDateDialogProps) {
  // Mounted with the dialog: the edit is based on the version the date had when it was opened.
  const update = useVersionedKeyDateEdit(dealId, date);
  const [kind, setKind] = useState(date.kind);
  const [value, setValue] = useState(date.date ?? '');
  const [anchor, setAnchor] = useState(date.anchor_key ?? '');
  const [offset, setOffset] = useState(String(date.offset_days));
  const [business, setBusiness] = useState(date.business_days);
  const [isDeadline, setIsDeadline] = useState(date.is_deadline);
  const deadlineHintId = useId();
  const [done, setDone] = useState(date.completed_at !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const anchors = allDates.filter((d) => d.key !== date.key);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body: Record<string, unknown> = {};
    if (kind !== date.kind) body.kind = kind;
    if (kind === 'absolute' && (value || null) !== date.date) body.date = value || null;
    if (kind === 'relative') {
      if (!/^-?\d+$/.test(offset.trim()))
        return setErrors({ offset_days: 'Enter a whole number of days (negative = before)' });
      if ((anchor || null) !== date.anchor_key) body.anchor_key = anchor || null;
      if (Number(offset) !== date.offset_days) body.offset_days = Number(offset);
      if (business !== date.business_days) body.business_days = business;
    }
    if (isDeadline !== date.is_deadline) body.is_deadline = isDeadline;
    if (isDeadline && done !== (date.completed_at !== null)) body.completed = done;
    if (Object.keys(body).length === 0) return onClose();
    const parsed = UpdateKeyDateInput.safeParse(body);
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
    setErrors({});
    const input = parsed.data;
    void save(() => update.save(input));
  };

  /** Saves (or re-applies); a stale version keeps the dialog open with the conflict shown above the fields. */
  const save = async (send: () => Promise<KeyDatesChangeOutput | null>) => {
    try {
      const result = await send();
      if (!result) return;
      if (announceOutcome(result, `${date.label} saved`) && result.outcome === 'applied') onApplied(result);
      onClose();
    } catch (error) {
      toast.error('The date was not saved', { description: errorMessage(error) });
      setErrors(isApiError(error) ? error.fields : {});
      setFormError(errorMessage(error));
    }
  };
  const conflict = update.conflict;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`Edit ${date.label}`}
        description={`Now: ${date.rule}. Dates that count from this one move with it.`}
      >
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          {conflict ? (
            <ConflictNotice
              what="date"
              changedBy={conflict.changedBy}
              changedAt={conflict.changedAt}
              changes={conflictChanges(
                { ...conflict.current, completed: conflict.current.completed_at !== null },
                conflict.input,
              )}
              busy={update.isPending}
              onReapply={() => save(update.reapply)}
              onDiscard={async () => {
                await update.discard();
                onClose();
              }}
            />
          ) : null}
          <FormField label="How is it set?" error={errors.kind}>
            <Select value={kind} onChange={(e) => setKind(e.target.value as KeyDateDto['kind'])}>
              <option value="absolute">A fixed date</option>
              <option value="relative">Counted from another date</option>
            </Select>
          </FormField>
          {kind === 'absolute' ? (
            <FormField label="Date" error={errors.date}>
              <Input type="date" value={value} onChange={(e) => setValue(e.target.value)} />
            </FormField>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Days (negative = before)" error={errors.offset_days}>
                <Input inputMode="numeric" value={offset} onChange={(e) => setOffset(e.target.value)} />
              </FormField>
              <FormField label="Counted from" error={errors.anchor_key}>
                <Select value={anchor} onChange={(e) => setAnchor(e.target.value)}>
                  <option value="">Choose a date</option>
                  {anchors.map((d) => (
                    <option key={d.key} value={d.key}>
                      {d.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Checkbox
                label="Count business days (skip weekends and federal holidays)"
                checked={business}
                onChange={(e) => setBusiness(e.target.checked)}
                className="sm:col-span-2"
              />
            </div>
          )}
          <div>
            <Checkbox
              label="Track as a deadline"
              checked={isDeadline}
              onChange={(e) => setIsDeadline(e.target.checked)}
              aria-describedby={deadlineHintId}
            />
            <p id={deadlineHintId} className="mt-1 text-xs text-slate-600">
              Leave off for a date that records when something happened, such as contract acceptance: it is
              never overdue.
            </p>
          </div>
          {isDeadline ? (
            <Checkbox
              label="Done — this deadline has been met"
              checked={done}
              onChange={(e) => setDone(e.target.checked)}
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save date'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
