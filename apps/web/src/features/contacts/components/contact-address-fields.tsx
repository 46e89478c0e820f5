import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ContactFormValues } from '../lib/contact-form-values';

export function AddressFields({ form }: { form: UseFormReturn<ContactFormValues> }) {
  const errors = form.formState.errors.address;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-medium text-slate-900">Address</legend>
      <div className="sm:col-span-4">
        <FormField label="Street" error={errors?.street?.message}>
          <Input autoComplete="off" {...form.register('address.street')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Unit" error={errors?.unit?.message}>
          <Input autoComplete="off" {...form.register('address.unit')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="City" error={errors?.city?.message}>
          <Input autoComplete="off" {...form.register('address.city')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="State / region" error={errors?.region?.message}>
          <Input autoComplete="off" {...form.register('address.region')} />
        </FormField>
      </div>
      <div className="sm:col-span-1">
        <FormField label="ZIP" error={errors?.postal_code?.message}>
          <Input autoComplete="off" {...form.register('address.postal_code')} />
        </FormField>
      </div>
      <div className="sm:col-span-1">
        <FormField label="Country" error={errors?.country?.message}>
          <Input autoComplete="off" {...form.register('address.country')} />
        </FormField>
      </div>
    </fieldset>
  );
}
