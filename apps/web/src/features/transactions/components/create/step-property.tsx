import type { InputHTMLAttributes } from 'react';
import { FINANCING_TYPES, PROPERTY_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FINANCING_LABELS, PROPERTY_TYPE_LABELS } from '../../model/labels';
import { fieldError, type WizardForm, type WizardPath } from './wizard-form';

function TextField({
  form,
  name,
  label,
  hint,
  ...rest
}: { form: WizardForm; name: WizardPath; label: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name'
>) {
  return (
    <FormField label={label} error={fieldError(form, name)} hint={hint}>
      <Input {...rest} {...form.register(name)} />
    </FormField>
  );
}

/** Step 2: address, property facts and prices. */
export function StepProperty({ form }: { form: WizardForm }) {
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-2 text-sm font-semibold text-slate-900 sm:col-span-6">Address</legend>
        <div className="sm:col-span-4">
          <TextField form={form} name="address.line1" label="Street address" autoComplete="off" />
        </div>
        <div className="sm:col-span-2">
          <TextField form={form} name="address.line2" label="Unit (optional)" autoComplete="off" />
        </div>
        <div className="sm:col-span-3">
          <TextField form={form} name="address.city" label="City" autoComplete="off" />
        </div>
        <div className="sm:col-span-1">
          <TextField form={form} name="address.state" label="State" autoComplete="off" maxLength={50} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            form={form}
            name="address.postal_code"
            label="ZIP code"
            autoComplete="off"
            inputMode="numeric"
          />
        </div>
        <div className="sm:col-span-6">
          <TextField
            form={form}
            name="title"
            label="Deal name (optional)"
            hint="Defaults to the street address."
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-2 text-sm font-semibold text-slate-900 sm:col-span-6">Property</legend>
        <div className="sm:col-span-3">
          <FormField label="Property type" error={fieldError(form, 'property_type')}>
            <Select {...form.register('property_type')}>
              <option value="">Not set</option>
              {PROPERTY_TYPES.map((value) => (
                <option key={value} value={value}>
                  {PROPERTY_TYPE_LABELS[value]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <div className="sm:col-span-3">
          <TextField form={form} name="mls_number" label="MLS number" />
        </div>
        <div className="sm:col-span-1">
          <TextField form={form} name="beds" label="Beds" inputMode="numeric" />
        </div>
        <div className="sm:col-span-1">
          <TextField form={form} name="baths" label="Baths" inputMode="decimal" />
        </div>
        <div className="sm:col-span-2">
          <TextField form={form} name="square_feet" label="Square feet" inputMode="numeric" />
        </div>
        <div className="sm:col-span-2">
          <TextField form={form} name="year_built" label="Year built" inputMode="numeric" />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900 sm:col-span-2">
          Price (US dollars)
        </legend>
        <TextField form={form} name="list_price" label="List price" inputMode="decimal" />
        <TextField form={form} name="offer_price" label="Offer price" inputMode="decimal" />
        <TextField form={form} name="sale_price" label="Sale price" inputMode="decimal" />
        <TextField form={form} name="earnest_money" label="Earnest money" inputMode="decimal" />
        <FormField label="Financing" error={fieldError(form, 'financing_type')}>
          <Select {...form.register('financing_type')}>
            <option value="">Not set</option>
            {FINANCING_TYPES.map((value) => (
              <option key={value} value={value}>
                {FINANCING_LABELS[value]}
              </option>
            ))}
          </Select>
        </FormField>
      </fieldset>
    </div>
  );
}
