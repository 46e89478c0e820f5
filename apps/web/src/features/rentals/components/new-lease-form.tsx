import type { LeaseDraftDto } from '@threshold/domain/rentals/lease-source.contract';
import type { RentalPropertyDetailDto } from '@threshold/domain/rentals/rental-property.contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyApiError } from '@/lib/form-errors';
import { useCreateLease } from '../api/rentals-api';
import { parseDollars } from '../lib/rental-format';
import { ContactMatches } from './contact-matches';

interface Values {
  unit_id: string;
  start_date: string;
  end_date: string;
  rent: string;
  deposit: string;
  due_day: string;
  late_fee: boolean;
}
const FIELDS = ['unit_id', 'start_date', 'end_date', 'due_day'] as const;

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : String(cents / 100);

/**
 * Draft a lease on a vacant unit: tenants from the CRM, term, rent, deposit; activate it on its page.
 * Given a `draft` (from a lease deal or an accepted rental offer, ADR 0171) the form starts from its
 * terms and the lease links back to the deal.
 */
export function NewLeaseForm({
  property,
  draft,
}: {
  property: RentalPropertyDetailDto;
  draft?: LeaseDraftDto;
}) {
  const navigate = useNavigate();
  const create = useCreateLease();
  const vacant = property.units.filter((u) => u.status === 'vacant');
  const [query, setQuery] = useState('');
  const [tenants, setTenants] = useState<{ id: string; name: string }[]>(
    () => draft?.tenants.map((t) => ({ id: t.contact_id, name: t.name })) ?? [],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      unit_id: vacant[0]?.id ?? '',
      start_date: draft?.start_date ?? '',
      end_date: draft?.end_date ?? '',
      rent: draft?.rent_cents ? dollars(draft.rent_cents) : dollars(vacant[0]?.market_rent_cents),
      deposit: dollars(draft?.deposit_cents),
      due_day: '1',
      late_fee: true,
    },
  });
  const toggleTenant = (t: { id: string; name: string }) =>
    setTenants((all) => (all.some((x) => x.id === t.id) ? all.filter((x) => x.id !== t.id) : [...all, t]));
  const { errors, isSubmitting } = form.formState;
  if (vacant.length === 0) return <p className="text-sm text-slate-600">No vacant unit to lease.</p>;

  const handleSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    const rent = parseDollars(v.rent);
    const deposit = v.deposit ? parseDollars(v.deposit) : 0;
    if (rent === null)
      return form.setError('rent', { type: 'client', message: 'Enter an amount like 1850.00' });
    if (deposit === null)
      return form.setError('deposit', { type: 'client', message: 'Enter an amount like 1850.00' });
    if (tenants.length === 0) return setFormError('Choose the tenant from your contacts.');
    try {
      const lease = await create.mutateAsync({
        unit_id: v.unit_id,
        tenant_contact_ids: tenants.map((t) => t.id),
        renewal_of: null,
        source_transaction_id: draft?.source_transaction_id ?? null,
        term_kind: v.end_date ? 'fixed' : 'month_to_month',
        start_date: v.start_date,
        end_date: v.end_date || null,
        rent_cents: rent,
        due_day: Number(v.due_day),
        deposit_cents: deposit,
        recurring_charges: [],
        late_fee: v.late_fee
          ? { grace_days: 5, kind: 'flat', amount_cents: 75_00, rate_bps: null, cap_cents: 75_00 }
          : null,
      });
      toast.success('Lease drafted');
      void navigate(`/rental-dashboard/leases/${lease.id}`);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, FIELDS));
    }
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="New lease"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Unit" error={errors.unit_id?.message}>
          <Select {...form.register('unit_id')}>
            {vacant.map((u) => (
              <option key={u.id} value={u.id}>
                Unit {u.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Find the tenant (name or e-mail)"
          hint={
            tenants.length > 0
              ? `Tenants: ${tenants.map((t) => t.name).join(', ')}`
              : 'Type two letters, then choose'
          }
          className="sm:col-span-2"
        >
          <Input autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
        </FormField>
      </div>
      <ContactMatches
        query={query}
        label="Matching contacts"
        isChosen={(id) => tenants.some((t) => t.id === id)}
        toggles
        onPick={toggleTenant}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Start" error={errors.start_date?.message}>
          <Input type="date" {...form.register('start_date', { required: 'Required' })} />
        </FormField>
        <FormField label="End (empty: month to month)" error={errors.end_date?.message}>
          <Input type="date" {...form.register('end_date')} />
        </FormField>
        <FormField label="Rent due on day" error={errors.due_day?.message}>
          <Input type="number" min={1} max={28} {...form.register('due_day', { required: 'Required' })} />
        </FormField>
        <FormField label="Monthly rent ($)" error={errors.rent?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...form.register('rent', { required: 'Required' })}
          />
        </FormField>
        <FormField label="Deposit ($)" error={errors.deposit?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('deposit')} />
        </FormField>
      </div>
      <Checkbox label="Late fee of $75 after 5 days of grace" {...form.register('late_fee')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Draft lease'}
      </Button>
    </form>
  );
}
