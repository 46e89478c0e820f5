import { PAYMENT_METHODS } from '@threshold/domain/rentals/rental-enums';
import type { PostLedgerEntryInput } from '@threshold/domain/rentals/rent-ledger.contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyApiError } from '@/lib/form-errors';
import { usePostLedgerEntry } from '../api/rentals-api';
import { parseDollars } from '../lib/rental-format';

interface Values {
  kind: 'payment' | 'credit' | 'adjustment';
  amount_cents: string;
  entry_date: string;
  method: (typeof PAYMENT_METHODS)[number];
  reference: string;
  reason: string;
}

const METHOD_LABELS = { check: 'Check', ach: 'ACH', cash: 'Cash', card: 'Card' } as const;
const FIELDS = ['kind', 'amount_cents', 'entry_date', 'method', 'reference', 'reason'] as const;

function toInput(v: Values, cents: number): PostLedgerEntryInput {
  if (v.kind === 'payment')
    return {
      kind: 'payment',
      amount_cents: cents,
      entry_date: v.entry_date,
      method: v.method,
      reference: v.reference.trim() || null,
    };
  return { kind: v.kind, amount_cents: cents, entry_date: v.entry_date, reason: v.reason };
}

/** Record a payment (full or partial), a credit or an adjustment; each is a new ledger entry. */
export function RecordPaymentForm({ leaseId }: { leaseId: string }) {
  const post = usePostLedgerEntry(leaseId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      kind: 'payment',
      amount_cents: '',
      entry_date: new Date().toISOString().slice(0, 10),
      method: 'check',
      reference: '',
      reason: '',
    },
  });
  // watch() re-renders the form when the kind changes, which is what shows the right fields.
  // eslint-disable-next-line react-hooks/incompatible-library
  const kind = form.watch('kind');
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const cents = parseDollars(values.amount_cents);
    if (cents === null) {
      form.setError('amount_cents', { type: 'client', message: 'Enter an amount like 1250.00' });
      return;
    }
    try {
      await post.mutateAsync(toInput(values, cents));
      toast.success(values.kind === 'payment' ? 'Payment recorded' : 'Entry recorded');
      form.reset({ ...values, amount_cents: '', reference: '', reason: '' });
    } catch (error) {
      setFormError(applyApiError(error, form.setError, FIELDS));
    }
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label="Record a payment"
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Entry" error={errors.kind?.message}>
          <Select {...form.register('kind')}>
            <option value="payment">Payment</option>
            <option value="credit">Credit</option>
            <option value="adjustment">Adjustment (negative takes off)</option>
          </Select>
        </FormField>
        <FormField label="Amount ($)" error={errors.amount_cents?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...form.register('amount_cents', { required: 'Required' })}
          />
        </FormField>
        <FormField label="Date" error={errors.entry_date?.message}>
          <Input type="date" {...form.register('entry_date', { required: 'Required' })} />
        </FormField>
        {kind === 'payment' ? (
          <>
            <FormField label="Method" error={errors.method?.message}>
              <Select {...form.register('method')}>
                {PAYMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {METHOD_LABELS[m]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              label="Reference (check number, card or ACH id)"
              error={errors.reference?.message}
              className="sm:col-span-2"
            >
              <Input autoComplete="off" {...form.register('reference')} />
            </FormField>
          </>
        ) : (
          <FormField label="Reason" error={errors.reason?.message} className="sm:col-span-2">
            <Input autoComplete="off" {...form.register('reason', { required: 'Required' })} />
          </FormField>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Recording…' : kind === 'payment' ? 'Record payment' : 'Record entry'}
      </Button>
    </form>
  );
}
