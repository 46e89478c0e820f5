import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { OfferFormValues } from '../lib/offer-form';

const section = 'space-y-4 rounded-lg border border-slate-200 bg-white p-4';
const legend = 'text-base font-semibold text-slate-900';

/** Every field of a structured offer, grouped as a buyer's agent fills them in; one column on a phone. */
export function OfferFormFields({ form }: { form: UseFormReturn<OfferFormValues> }) {
  const { errors } = form.formState;
  const f = (name: keyof OfferFormValues) => ({ error: errors[name]?.message });
  const r = form.register;
  const cash = form.watch('financing') === 'cash';
  return (
    <>
      <fieldset className={section}>
        <legend className={legend}>Buyers and agent</legend>
        <FormField label="Buyer names" hint="Separate several buyers with commas" {...f('buyer_names')}>
          <Input autoComplete="off" {...r('buyer_names')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Your name" {...f('agent_name')}>
            <Input autoComplete="name" {...r('agent_name')} />
          </FormField>
          <FormField label="Brokerage" {...f('agent_brokerage')}>
            <Input autoComplete="organization" {...r('agent_brokerage')} />
          </FormField>
          <FormField label="Licence number" {...f('agent_license')}>
            <Input autoComplete="off" {...r('agent_license')} />
          </FormField>
          <FormField label="E-mail" hint="The status link is sent here" {...f('agent_email')}>
            <Input type="email" autoComplete="email" {...r('agent_email')} />
          </FormField>
          <FormField label="Phone" {...f('agent_phone')}>
            <Input type="tel" autoComplete="tel" {...r('agent_phone')} />
          </FormField>
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>Price and financing</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Offer price ($)" {...f('price')}>
            <Input inputMode="decimal" {...r('price')} />
          </FormField>
          <FormField label="Earnest money ($)" {...f('earnest_money')}>
            <Input inputMode="decimal" {...r('earnest_money')} />
          </FormField>
          <FormField label="Down payment ($)" {...f('down_payment')}>
            <Input inputMode="decimal" {...r('down_payment')} />
          </FormField>
          <FormField label="Financing" {...f('financing')}>
            <Select {...r('financing')}>
              <option value="cash">Cash</option>
              <option value="conventional">Conventional</option>
              <option value="fha">FHA</option>
              <option value="va">VA</option>
              <option value="usda">USDA</option>
              <option value="other">Other</option>
            </Select>
          </FormField>
          {cash ? null : (
            <FormField label="Loan amount ($)" {...f('loan_amount')}>
              <Input inputMode="decimal" {...r('loan_amount')} />
            </FormField>
          )}
          <FormField label="Seller concessions ($)" {...f('seller_concessions')}>
            <Input inputMode="decimal" {...r('seller_concessions')} />
          </FormField>
          <FormField
            label="Escalation increment ($)"
            hint="Optional: beat other offers by"
            {...f('escalation_increment')}
          >
            <Input inputMode="decimal" {...r('escalation_increment')} />
          </FormField>
          <FormField label="Escalation cap ($)" hint="Optional: never above" {...f('escalation_cap')}>
            <Input inputMode="decimal" {...r('escalation_cap')} />
          </FormField>
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>Contingencies (days; empty = waived)</legend>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Inspection" {...f('inspection_days')}>
            <Input inputMode="numeric" {...r('inspection_days')} />
          </FormField>
          <FormField label="Appraisal" {...f('appraisal_days')}>
            <Input inputMode="numeric" {...r('appraisal_days')} />
          </FormField>
          {cash ? null : (
            <FormField label="Financing contingency" {...f('financing_days')}>
              <Input inputMode="numeric" {...r('financing_days')} />
            </FormField>
          )}
          <FormField label="Sale of buyer’s home" {...f('sale_of_home_days')}>
            <Input inputMode="numeric" {...r('sale_of_home_days')} />
          </FormField>
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>Dates and terms</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Closing date" hint="Or days to close" {...f('closing_date')}>
            <Input type="date" {...r('closing_date')} />
          </FormField>
          <FormField label="Days to close" {...f('days_to_close')}>
            <Input inputMode="numeric" {...r('days_to_close')} />
          </FormField>
          <FormField label="Possession" {...f('possession')}>
            <Input autoComplete="off" {...r('possession')} />
          </FormField>
          <FormField label="Offer expires" {...f('expires_at')}>
            <Input type="datetime-local" {...r('expires_at')} />
          </FormField>
        </div>
        <FormField label="Notes for the listing agent" {...f('notes')}>
          <Textarea rows={3} {...r('notes')} />
        </FormField>
        {/* Honeypot: hidden from people and from assistive technology; robots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input tabIndex={-1} autoComplete="off" {...r('website')} />
          </label>
        </div>
      </fieldset>
    </>
  );
}
