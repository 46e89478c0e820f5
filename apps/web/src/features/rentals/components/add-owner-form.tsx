import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { useCreateOwner } from '../api/rental-owners-api';
import { parseDollars, parsePercentBps } from '../lib/rental-format';
import { ContactMatches } from './contact-matches';

interface Values {
  management_fee: string;
  leasing_fee: string;
}
const API_FIELDS: Record<string, keyof Values> = {
  management_fee_bps: 'management_fee',
  leasing_fee_cents: 'leasing_fee',
};

/** A new owner: a landlord contact from the CRM and the management agreement's fee percent and leasing fee. */
export function AddOwnerForm({ onAdded }: { onAdded: (ownerId: string) => void }) {
  const create = useCreateOwner();
  const [query, setQuery] = useState('');
  const [contact, setContact] = useState<{ id: string; name: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { management_fee: '8', leasing_fee: '0' } });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    const fee = parsePercentBps(v.management_fee);
    const leasing = parseDollars(v.leasing_fee);
    if (fee === null)
      return form.setError('management_fee', { type: 'client', message: 'A percentage like 8 or 7.5' });
    if (leasing === null || leasing < 0)
      return form.setError('leasing_fee', { type: 'client', message: 'Enter an amount like 500.00' });
    if (!contact) return setFormError('Choose the owner from your contacts.');
    try {
      const owner = await create.mutateAsync({
        contact_id: contact.id,
        management_fee_bps: fee,
        leasing_fee_cents: leasing,
      });
      toast.success(`${owner.name} added as an owner`);
      onAdded(owner.id);
      setContact(null);
      setQuery('');
    } catch (error) {
      setFormError(applyApiError(error, form.setError, (field) => API_FIELDS[field]));
    }
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Add an owner"
      className="space-y-3 border-t border-slate-100 pt-3"
    >
      <h3 className="text-sm font-semibold text-slate-900">Add an owner</h3>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <FormField
        label="Find the owner (name or e-mail)"
        hint={contact ? `Owner: ${contact.name}` : 'Type two letters, then choose'}
      >
        <Input autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
      </FormField>
      <ContactMatches
        query={query}
        label="Matching owner contacts"
        isChosen={(id) => contact?.id === id}
        onPick={setContact}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Management fee (%)" error={errors.management_fee?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...form.register('management_fee', { required: 'Required' })}
          />
        </FormField>
        <FormField label="Leasing fee ($)" error={errors.leasing_fee?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...form.register('leasing_fee', { required: 'Required' })}
          />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Adding…' : 'Add owner'}
      </Button>
    </form>
  );
}
