import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { useCreateUnit } from '../api/rentals-api';
import { parseDollars } from '../lib/rental-format';

interface Values {
  label: string;
  beds: string;
  baths: string;
  square_feet: string;
  market_rent: string;
}
const API_FIELDS: Record<string, keyof Values> = {
  label: 'label',
  beds: 'beds',
  baths: 'baths',
  square_feet: 'square_feet',
  market_rent_cents: 'market_rent',
};
const empty: Values = { label: '', beds: '', baths: '', square_feet: '', market_rent: '' };
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** Add a unit to a rental property; the server's field errors land on the fields. */
export function AddUnitForm({ rentalPropertyId }: { rentalPropertyId: string }) {
  const create = useCreateUnit(rentalPropertyId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    const rent = parseDollars(v.market_rent);
    if (rent === null)
      return form.setError('market_rent', { type: 'client', message: 'Enter an amount like 1850.00' });
    try {
      const unit = await create.mutateAsync({
        label: v.label.trim(),
        beds: numberOrNull(v.beds),
        baths: numberOrNull(v.baths),
        square_feet: numberOrNull(v.square_feet),
        market_rent_cents: rent,
      });
      toast.success(`Unit ${unit.label} added`);
      form.reset(empty);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, (field) => API_FIELDS[field]));
    }
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Add a unit"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-5">
        <FormField label="Unit label" error={errors.label?.message}>
          <Input autoComplete="off" {...form.register('label', { required: 'Required' })} />
        </FormField>
        <FormField label="Beds" error={errors.beds?.message}>
          <Input type="number" min={0} {...form.register('beds')} />
        </FormField>
        <FormField label="Baths" error={errors.baths?.message}>
          <Input type="number" min={0} step={0.5} {...form.register('baths')} />
        </FormField>
        <FormField label="Square feet" error={errors.square_feet?.message}>
          <Input type="number" min={0} {...form.register('square_feet')} />
        </FormField>
        <FormField label="Market rent ($)" error={errors.market_rent?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...form.register('market_rent', { required: 'Required' })}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Add unit'}
      </Button>
    </form>
  );
}
