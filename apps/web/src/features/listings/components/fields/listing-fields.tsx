import type { PropertyDto } from '@threshold/domain/listings/create-property.contract';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FORM_SECTION } from '../../lib/form-fields';
import { addressLine } from '../../lib/listing-format';
import { LISTING_LABELS, type ListingFormValues } from '../../lib/listing-form';
import { CommissionField } from './commission-field';
import { CoListingAgentsField, ListingAgentField, SellerContactsField } from './people-fields';

interface ListingFieldsProps {
  form: UseFormReturn<ListingFormValues>;
  /** Create: the properties to choose from (with sale/rent and the first status). Edit: left out. */
  properties?: PropertyDto[];
  /** Brokers may list for another agent. */
  canChooseAgent: boolean;
}

/** A listing's terms, agent and seller clients: the fields of CreateListing and of the edit screen. */
export function ListingFields({ form, properties, canChooseAgent }: ListingFieldsProps) {
  const { errors } = form.formState;
  const field = (name: keyof ListingFormValues) => ({ error: errors[name]?.message });
  return (
    <>
      {properties ? (
        <fieldset className={FORM_SECTION}>
          <legend className="sr-only">Property</legend>
          <FormField label="Property" {...field('property_id')} className="sm:col-span-2">
            <Select {...form.register('property_id')}>
              <option value="">Choose a property</option>
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {addressLine(p.address)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="For" {...field('kind')}>
            <Select {...form.register('kind')}>
              <option value="sale">Sale</option>
              <option value="rent">Rent</option>
            </Select>
          </FormField>
          <FormField label="Status" {...field('status')}>
            <Select {...form.register('status')}>
              <option value="Active">Active</option>
              <option value="ComingSoon">Coming soon</option>
            </Select>
          </FormField>
        </fieldset>
      ) : null}
      <fieldset className={FORM_SECTION}>
        <legend className="sr-only">Terms</legend>
        <FormField label={`${LISTING_LABELS.list_price} ($)`} {...field('list_price')}>
          <Input inputMode="decimal" {...form.register('list_price')} />
        </FormField>
        <FormField label={LISTING_LABELS.mls_number} {...field('mls_number')}>
          <Input autoComplete="off" {...form.register('mls_number')} />
        </FormField>
        <FormField
          label={LISTING_LABELS.listing_date}
          hint={properties ? 'Today when empty' : undefined}
          {...field('listing_date')}
        >
          <Input type="date" {...form.register('listing_date')} />
        </FormField>
        <FormField label={LISTING_LABELS.expiration_date} {...field('expiration_date')}>
          <Input type="date" {...form.register('expiration_date')} />
        </FormField>
        <CommissionField
          form={form}
          label="Commission offered to buyer agents"
          kind="buyer_agent_kind"
          amount="buyer_agent_amount"
        />
        <CommissionField
          form={form}
          label="Listing-side commission"
          kind="listing_commission_kind"
          amount="listing_commission_amount"
        />
        <FormField
          label={LISTING_LABELS.showing_instructions}
          {...field('showing_instructions')}
          className="sm:col-span-2"
        >
          <Textarea rows={3} {...form.register('showing_instructions')} />
        </FormField>
      </fieldset>
      <fieldset className={FORM_SECTION}>
        <legend className="sr-only">People</legend>
        {canChooseAgent ? <ListingAgentField form={form} /> : null}
        <CoListingAgentsField form={form} />
        <SellerContactsField form={form} />
      </fieldset>
    </>
  );
}
