import type { InputHTMLAttributes } from 'react';
import { FINANCING_TYPES, PROPERTY_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FINANCING_LABELS, PROPERTY_TYPE_LABELS } from '../../model/labels';
import { fieldError, type WizardForm, type WizardPath } from './wizard-form';

/** Grid column classes by span (spelled out so Tailwind sees them). */
const SPAN = {
  1: 'sm:col-span-1',
  2: 'sm:col-span-2',
  3: 'sm:col-span-3',
  4: 'sm:col-span-4',
  6: 'sm:col-span-6',
};

interface FieldProps {
  form: WizardForm;
  name: WizardPath;
  label: string;
  span?: keyof typeof SPAN;
}

function TextField({
  form,
  name,
  label,
  span,
  hint,
  ...rest
}: FieldProps & { hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  return (
    <FormField label={label} error={fieldError(form, name)} hint={hint} className={span && SPAN[span]}>
      <Input {...rest} {...form.register(name)} />
    </FormField>
  );
}

function ChoiceField<V extends string>({
  form,
  name,
  label,
  span,
  values,
  labels,
}: FieldProps & { values: readonly V[]; labels: Record<V, string> }) {
  return (
    <FormField label={label} error={fieldError(form, name)} className={span && SPAN[span]}>
      <Select {...form.register(name)}>
        <option value="">Not set</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

const legendClass = 'mb-2 text-sm font-semibold text-slate-900';

/** Step 2: address, property facts and prices. */
export function StepProperty({ form }: { form: WizardForm }) {
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className={`${legendClass} sm:col-span-6`}>Address</legend>
        <TextField form={form} span={4} name="address.line1" label="Street address" autoComplete="off" />
        <TextField form={form} span={2} name="address.line2" label="Unit (optional)" autoComplete="off" />
        <TextField form={form} span={3} name="address.city" label="City" autoComplete="off" />
        <TextField
          form={form}
          span={1}
          name="address.state"
          label="State"
          autoComplete="off"
          maxLength={50}
        />
        <TextField
          form={form}
          span={2}
          name="address.postal_code"
          label="ZIP code"
          autoComplete="off"
          inputMode="numeric"
        />
        <TextField
          form={form}
          span={6}
          name="title"
          label="Deal name (optional)"
          hint="Defaults to the street address."
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className={`${legendClass} sm:col-span-6`}>Property</legend>
        <ChoiceField
          form={form}
          span={3}
          name="property_type"
          label="Property type"
          values={PROPERTY_TYPES}
          labels={PROPERTY_TYPE_LABELS}
        />
        <TextField form={form} span={3} name="mls_number" label="MLS number" />
        <TextField form={form} span={1} name="beds" label="Beds" inputMode="numeric" />
        <TextField form={form} span={1} name="baths" label="Baths" inputMode="decimal" />
        <TextField form={form} span={2} name="square_feet" label="Square feet" inputMode="numeric" />
        <TextField form={form} span={2} name="year_built" label="Year built" inputMode="numeric" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={`${legendClass} sm:col-span-2`}>Price (US dollars)</legend>
        <TextField form={form} name="list_price" label="List price" inputMode="decimal" />
        <TextField form={form} name="offer_price" label="Offer price" inputMode="decimal" />
        <TextField form={form} name="sale_price" label="Sale price" inputMode="decimal" />
        <TextField form={form} name="earnest_money" label="Earnest money" inputMode="decimal" />
        <ChoiceField
          form={form}
          name="financing_type"
          label="Financing"
          values={FINANCING_TYPES}
          labels={FINANCING_LABELS}
        />
      </fieldset>
    </div>
  );
}
