import { PROPERTY_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useDocumentTitle } from '@/lib/use-document-title';
import { applyApiError } from '@/lib/form-errors';
import { useCreateProperty } from '../api/listings-api';
import { FORM_SECTION, resolverFor } from '../lib/form-fields';
import {
  buildPropertyInput,
  emptyPropertyForm,
  propertyFieldOf,
  type PropertyFormValues,
} from '../lib/property-form';

const resolver = resolverFor<PropertyFormValues>(buildPropertyInput);
const typeLabel = (t: string) => t.replace('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** CreateProperty (/real-estate/properties/new): the place, once; then it can be listed. */
export function CreatePropertyPage() {
  useDocumentTitle('New property');
  const navigate = useNavigate();
  const create = useCreateProperty();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PropertyFormValues>({ defaultValues: emptyPropertyForm(), resolver });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof PropertyFormValues) => ({ error: errors[name]?.message });

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const built = buildPropertyInput(values);
    if (!built.ok) return;
    try {
      const property = await create.mutateAsync(built.input);
      toast.success(`${property.address.line1} added`);
      void navigate(`/real-estate/listings/new?property=${property.id}`);
    } catch (error) {
      setFormError(
        applyApiError(error, form.setError, (path) => propertyFieldOf(path) as keyof PropertyFormValues),
      );
    }
  });

  return (
    <>
      <PageHeader title="New property" description="Enter the place once; list it for sale or rent next." />
      <form onSubmit={handleSubmit} noValidate className="space-y-6">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <fieldset className={FORM_SECTION}>
          <legend className="sr-only">Address</legend>
          <FormField label="Street address" {...field('line1')} className="sm:col-span-2">
            <Input autoComplete="off" {...form.register('line1')} />
          </FormField>
          <FormField label="Unit" {...field('line2')}>
            <Input autoComplete="off" {...form.register('line2')} />
          </FormField>
          <FormField label="City" {...field('city')}>
            <Input autoComplete="off" {...form.register('city')} />
          </FormField>
          <FormField label="State" {...field('state')}>
            <Input autoComplete="off" {...form.register('state')} />
          </FormField>
          <FormField label="Postal code" {...field('postal_code')}>
            <Input autoComplete="off" {...form.register('postal_code')} />
          </FormField>
          <FormField label="Parcel number" {...field('parcel_number')}>
            <Input autoComplete="off" {...form.register('parcel_number')} />
          </FormField>
        </fieldset>
        <fieldset className={FORM_SECTION}>
          <legend className="sr-only">Facts</legend>
          <FormField label="Property type" {...field('property_type')}>
            <Select {...form.register('property_type')}>
              <option value="">Not set</option>
              {PROPERTY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {typeLabel(t)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Year built" {...field('year_built')}>
            <Input inputMode="numeric" {...form.register('year_built')} />
          </FormField>
          <FormField label="Bedrooms" {...field('beds')}>
            <Input inputMode="numeric" {...form.register('beds')} />
          </FormField>
          <FormField label="Bathrooms" hint="Halves allowed, e.g. 2.5" {...field('baths')}>
            <Input inputMode="decimal" {...form.register('baths')} />
          </FormField>
          <FormField label="Square feet" {...field('square_feet')}>
            <Input inputMode="numeric" {...form.register('square_feet')} />
          </FormField>
          <FormField label="Lot (square feet)" {...field('lot_square_feet')}>
            <Input inputMode="numeric" {...form.register('lot_square_feet')} />
          </FormField>
          <FormField
            label="Features"
            hint="Separated by commas"
            {...field('features')}
            className="sm:col-span-2"
          >
            <Input autoComplete="off" {...form.register('features')} />
          </FormField>
          <FormField label="Description" {...field('description')} className="sm:col-span-2">
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
        </fieldset>
        <div className="flex gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save property'}
          </Button>
          <Button variant="secondary" onClick={() => void navigate('/real-estate')}>
            Cancel
          </Button>
        </div>
      </form>
    </>
  );
}
