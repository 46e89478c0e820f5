import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { applyApiError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateListing, useProperties } from '../api/listings-api';
import { FORM_SECTION, resolverFor } from '../lib/form-fields';
import { addressLine } from '../lib/listing-format';
import {
  buildListingInput,
  emptyListingForm,
  listingFieldOf,
  type ListingFormValues,
} from '../lib/listing-form';
import { LoadError } from '@/components/ui/load-error';

const resolver = resolverFor<ListingFormValues>(buildListingInput);

/** CreateListing (/real-estate/listings/new): list a property of the organization. */
export function CreateListingPage() {
  useDocumentTitle('New listing');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const properties = useProperties('');
  const create = useCreateListing();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ListingFormValues>({
    defaultValues: emptyListingForm(search.get('property') ?? ''),
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof ListingFormValues) => ({ error: errors[name]?.message });

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const built = buildListingInput(values);
    if (!built.ok) return;
    try {
      const listing = await create.mutateAsync(built.input);
      toast.success(`${listing.property.address.line1} listed`);
      void navigate(`/real-estate/listings/${listing.id}`);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, listingFieldOf));
    }
  });

  if (properties.isPending) return <Spinner label="Loading properties" />;
  if (properties.isError)
    return (
      <LoadError what="the properties" error={properties.error} onRetry={() => void properties.refetch()} />
    );
  const choices = properties.data.items;

  return (
    <>
      <PageHeader
        title="New listing"
        description="Price, dates and terms for buyer agents. Offers come in through the listing's offer link."
      />
      {choices.length === 0 ? (
        <Alert tone="info" title="Add a property first" className="mb-4">
          A listing is of a property.{' '}
          <Link to="/real-estate/properties/new" className="underline">
            Add a property
          </Link>
          .
        </Alert>
      ) : null}
      <form onSubmit={handleSubmit} noValidate className="space-y-6">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <fieldset className={FORM_SECTION}>
          <legend className="sr-only">Property and terms</legend>
          <FormField label="Property" {...field('property_id')} className="sm:col-span-2">
            <Select {...form.register('property_id')}>
              <option value="">Choose a property</option>
              {choices.map((p) => (
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
          <FormField label="List price ($)" {...field('list_price')}>
            <Input inputMode="decimal" {...form.register('list_price')} />
          </FormField>
          <FormField label="MLS number" {...field('mls_number')}>
            <Input autoComplete="off" {...form.register('mls_number')} />
          </FormField>
          <FormField label="Listing date" hint="Today when empty" {...field('listing_date')}>
            <Input type="date" {...form.register('listing_date')} />
          </FormField>
          <FormField label="Expiration date" {...field('expiration_date')}>
            <Input type="date" {...form.register('expiration_date')} />
          </FormField>
          <FormField label="Commission offered to buyer agents (%)" {...field('buyer_agent_percent')}>
            <Input inputMode="decimal" {...form.register('buyer_agent_percent')} />
          </FormField>
          <FormField label="Listing-side commission (%)" {...field('listing_percent')}>
            <Input inputMode="decimal" {...form.register('listing_percent')} />
          </FormField>
          <FormField
            label="Showing instructions"
            {...field('showing_instructions')}
            className="sm:col-span-2"
          >
            <Textarea rows={3} {...form.register('showing_instructions')} />
          </FormField>
        </fieldset>
        <div className="flex gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Create listing'}
          </Button>
          <Button variant="secondary" onClick={() => void navigate('/real-estate')}>
            Cancel
          </Button>
        </div>
      </form>
    </>
  );
}
