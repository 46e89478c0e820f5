import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ListingFormValues } from '../../lib/listing-form';

interface CommissionFieldProps {
  form: UseFormReturn<ListingFormValues>;
  label: string;
  kind: 'buyer_agent_kind' | 'listing_commission_kind';
  amount: 'buyer_agent_amount' | 'listing_commission_amount';
}

/** A commission as a percentage of the price or a flat dollar amount. */
export function CommissionField({ form, label, kind, amount }: CommissionFieldProps) {
  const isFlat = form.watch(kind) === 'flat';
  return (
    <div className="grid grid-cols-[1fr_7rem] items-start gap-2">
      <FormField label={`${label} (${isFlat ? '$' : '%'})`} error={form.formState.errors[amount]?.message}>
        <Input inputMode="decimal" {...form.register(amount)} />
      </FormField>
      <FormField label="Paid as">
        <Select {...form.register(kind)}>
          <option value="percent">% of price</option>
          <option value="flat">Flat $</option>
        </Select>
      </FormField>
    </div>
  );
}
