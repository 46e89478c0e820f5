import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { applyApiError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateListing, useProperties } from '../api/listings-api';
import { FormShell, useLeaveAfterSave } from '../components/fields/form-shell';
import { ListingFields } from '../components/fields/listing-fields';
import { resolverFor } from '../lib/form-fields';
import {
  buildListingInput,
  emptyListingForm,
  listingFieldOf,
  type ListingFormValues,
} from '../lib/listing-form';

const resolver = resolverFor<ListingFormValues>(buildListingInput);

/** CreateListing (/real-estate/listings/new): list a property of the organization. */
export function CreateListingPage() {
  useDocumentTitle('New listing');
  const me = useMe();
  const [search] = useSearchParams();
  const properties = useProperties('');
  const create = useCreateListing();
  const { leaving, leave } = useLeaveAfterSave();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ListingFormValues>({
    defaultValues: emptyListingForm(search.get('property') ?? '', {
      id: me.user.id,
      name: [me.profile.first_name, me.profile.last_name].filter(Boolean).join(' ') || me.user.email,
    }),
    resolver,
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const built = buildListingInput(values);
    if (!built.ok) return;
    try {
      const listing = await create.mutateAsync(built.input);
      toast.success(`${listing.property.address.line1} listed`);
      leave(`/real-estate/listings/${listing.id}`);
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
      <FormShell
        onSubmit={handleSubmit}
        what="listing"
        dirty={form.formState.isDirty && !leaving}
        submitting={form.formState.isSubmitting}
        submitLabel="Create listing"
        formError={formError}
        cancelTo="/real-estate"
      >
        <ListingFields
          form={form}
          properties={choices}
          canChooseAgent={hasBrokerAuthority(me.effectiveRole, me.isSystemAdmin)}
        />
      </FormShell>
    </>
  );
}
