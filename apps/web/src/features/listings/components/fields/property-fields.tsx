import { PROPERTY_TYPES } from '@threshold/domain/transactions/transaction-enums';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FORM_SECTION } from '../../lib/form-fields';
import { PROPERTY_LABELS, type PropertyFormValues } from '../../lib/property-form';

const typeLabel = (t: string) => t.replace('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** The property's address and facts: the fields of CreateProperty and of the property edit screen. */
export function PropertyFields({ form }: { form: UseFormReturn<PropertyFormValues> }) {
  const { errors } = form.formState;
  const field = (name: keyof PropertyFormValues) => ({
    label: PROPERTY_LABELS[name],
    error: errors[name]?.message,
  });
  const text = (name: keyof PropertyFormValues) => <Input autoComplete="off" {...form.register(name)} />;
  const number = (name: keyof PropertyFormValues, mode: 'numeric' | 'decimal' = 'numeric') => (
    <Input inputMode={mode} {...form.register(name)} />
  );
  return (
    <>
      <fieldset className={FORM_SECTION}>
        <legend className="sr-only">Address</legend>
        <FormField {...field('line1')} className="sm:col-span-2">
          {text('line1')}
        </FormField>
        <FormField {...field('line2')}>{text('line2')}</FormField>
        <FormField {...field('city')}>{text('city')}</FormField>
        <FormField {...field('state')}>{text('state')}</FormField>
        <FormField {...field('postal_code')}>{text('postal_code')}</FormField>
        <FormField {...field('parcel_number')}>{text('parcel_number')}</FormField>
      </fieldset>
      <fieldset className={FORM_SECTION}>
        <legend className="sr-only">Facts</legend>
        <FormField {...field('property_type')}>
          <Select {...form.register('property_type')}>
            <option value="">Not set</option>
            {PROPERTY_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField {...field('year_built')}>{number('year_built')}</FormField>
        <FormField {...field('beds')}>{number('beds')}</FormField>
        <FormField {...field('baths')} hint="Halves allowed, e.g. 2.5">
          {number('baths', 'decimal')}
        </FormField>
        <FormField {...field('square_feet')}>{number('square_feet')}</FormField>
        <FormField {...field('lot_square_feet')}>{number('lot_square_feet')}</FormField>
        <FormField {...field('features')} hint="Separated by commas" className="sm:col-span-2">
          {text('features')}
        </FormField>
        <FormField {...field('description')} className="sm:col-span-2">
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
      </fieldset>
    </>
  );
}
