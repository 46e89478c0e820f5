import type { UseFormReturn } from 'react-hook-form';
import { FINANCING_TYPES, PROPERTY_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FINANCING_LABELS, PROPERTY_TYPE_LABELS } from '../../model/labels';
import type { EditDealValues } from '../../model/edit-deal';

type Form = UseFormReturn<EditDealValues>;
type Name = keyof EditDealValues;

const TEXT: [Name, string, string?][] = [
  ['title', 'Deal name', 'sm:col-span-6'],
  ['line1', 'Street address', 'sm:col-span-4'],
  ['line2', 'Unit', 'sm:col-span-2'],
  ['city', 'City', 'sm:col-span-3'],
  ['state', 'State', 'sm:col-span-1'],
  ['postal_code', 'ZIP code', 'sm:col-span-2'],
  ['mls_number', 'MLS number', 'sm:col-span-3'],
];
const NUMBERS: [Name, string][] = [
  ['beds', 'Beds'],
  ['baths', 'Baths'],
  ['square_feet', 'Square feet'],
  ['year_built', 'Year built'],
];
const MONEY: [Name, string][] = [
  ['list_price', 'List price ($)'],
  ['offer_price', 'Offer price ($)'],
  ['sale_price', 'Sale price ($)'],
  ['earnest_money', 'Earnest money ($)'],
];

export function EditDealFields({ form }: { form: Form }) {
  const error = (name: Name) => form.formState.errors[name]?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {TEXT.map(([name, label, span]) => (
        <div key={name} className={span}>
          <FormField label={label} error={error(name)}>
            <Input {...form.register(name)} />
          </FormField>
        </div>
      ))}
      <div className="sm:col-span-3">
        <FormField label="Property type" error={error('property_type')}>
          <Select {...form.register('property_type')}>
            <option value="">Not set</option>
            {PROPERTY_TYPES.map((v) => (
              <option key={v} value={v}>
                {PROPERTY_TYPE_LABELS[v]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {NUMBERS.map(([name, label]) => (
        <div key={name} className="sm:col-span-3 md:col-span-3">
          <FormField label={label} error={error(name)}>
            <Input inputMode="decimal" {...form.register(name)} />
          </FormField>
        </div>
      ))}
      {MONEY.map(([name, label]) => (
        <div key={name} className="sm:col-span-3">
          <FormField label={label} error={error(name)}>
            <Input inputMode="decimal" {...form.register(name)} />
          </FormField>
        </div>
      ))}
      <div className="sm:col-span-3">
        <FormField label="Financing" error={error('financing_type')}>
          <Select {...form.register('financing_type')}>
            <option value="">Not set</option>
            {FINANCING_TYPES.map((v) => (
              <option key={v} value={v}>
                {FINANCING_LABELS[v]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
    </div>
  );
}
