import type { LeaseDto } from '@threshold/domain/rentals/lease.contract';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES } from '@threshold/domain/rentals/rental-enums';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyApiError } from '@/lib/form-errors';
import { useCreateMaintenance } from '../api/maintenance-api';

interface Values {
  lease_id: string;
  category: (typeof MAINTENANCE_CATEGORIES)[number];
  priority: (typeof MAINTENANCE_PRIORITIES)[number];
  description: string;
  permission_to_enter: boolean;
}
const FIELDS = ['lease_id', 'category', 'priority', 'description', 'permission_to_enter'] as const;
const label = (s: string) => s.replace('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** A renter (or staff, for a lease) asks for a repair. Photos come with the storage module. */
export function MaintenanceRequestForm({ leases }: { leases: LeaseDto[] }) {
  const create = useCreateMaintenance();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      lease_id: leases[0]?.id ?? '',
      category: 'plumbing',
      priority: 'normal',
      description: '',
      permission_to_enter: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(values);
      toast.success('Request sent');
      form.reset({ ...values, description: '', permission_to_enter: false });
    } catch (error) {
      setFormError(applyApiError(error, form.setError, FIELDS));
    }
  });
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="New maintenance request"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Lease" error={errors.lease_id?.message}>
          <Select {...form.register('lease_id', { required: 'Choose the lease' })}>
            {leases.map((l) => (
              <option key={l.id} value={l.id}>
                {l.property_address} · {l.unit.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          <Select {...form.register('category')}>
            {MAINTENANCE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {label(c)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Priority" error={errors.priority?.message}>
          <Select {...form.register('priority')}>
            {MAINTENANCE_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {label(p)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="What needs fixing?" error={errors.description?.message} className="sm:col-span-3">
          <Textarea rows={3} {...form.register('description', { required: 'Describe the problem' })} />
        </FormField>
      </div>
      <Checkbox label="Staff may enter when I am not home" {...form.register('permission_to_enter')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send request'}
      </Button>
    </form>
  );
}
