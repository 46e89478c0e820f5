import { ListingDto } from '@threshold/domain/listings/create-listing.contract';
import type { UpdateListingInput } from '@threshold/domain/listings/update-listing.contract';
import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListing } from '../api/listings-api';
import { listingsKeys } from '../api/listings-keys';
import { FormShell } from '../components/fields/form-shell';
import { ListingFields } from '../components/fields/listing-fields';
import { useFormEdit } from '../components/fields/use-form-edit';
import { ListingLoadError } from '../components/listing-load-error';
import { resolverFor } from '../lib/form-fields';
import { addressLine } from '../lib/listing-format';
import {
  buildListingUpdate,
  LISTING_LABELS,
  listingFieldOf,
  listingFormOf,
  type ListingFormValues,
} from '../lib/listing-form';

const resolver = resolverFor<ListingFormValues>(buildListingUpdate);

/** /real-estate/listings/:id/edit — every term of a listing, its agent and its seller clients. */
export function EditListingPage() {
  const { id = '' } = useParams();
  const listing = useListing(id);
  useDocumentTitle('Edit listing');
  if (listing.isPending) return <Spinner label="Loading listing" />;
  if (listing.isError)
    return <ListingLoadError error={listing.error} onRetry={() => void listing.refetch()} />;
  if (listing.data.allowed_next_statuses.length === 0)
    return (
      <Alert tone="info" title="This listing can no longer change">
        It is {listing.data.status}.{' '}
        <Link to={`/real-estate/listings/${id}`} className="underline">
          Back to the listing
        </Link>
      </Alert>
    );
  return <EditListingForm listing={listing.data} />;
}

function EditListingForm({ listing }: { listing: ListingDto }) {
  const me = useMe();
  const form = useForm<ListingFormValues>({ defaultValues: listingFormOf(listing), resolver });
  const back = `/real-estate/listings/${listing.id}`;
  const edit = useFormEdit({
    form,
    record: listing,
    recordSchema: ListingDto,
    what: 'listing',
    send: (input: UpdateListingInput, headers) =>
      api.patch(`/api/listings/${listing.id}`, input, { schema: ListingDto, headers }),
    formOf: listingFormOf,
    labels: LISTING_LABELS,
    fieldOf: listingFieldOf,
    cacheKey: listingsKeys.detail(listing.id),
    doneTo: back,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    const built = buildListingUpdate(values);
    if (built.ok) await edit.save(built.input);
  });
  return (
    <>
      <PageHeader
        title="Edit listing"
        description={`${addressLine(listing.property.address)} · a new price is kept in the price history`}
      />
      <FormShell
        onSubmit={handleSubmit}
        what="listing"
        dirty={form.formState.isDirty && !edit.leaving}
        submitting={edit.saving}
        submitLabel="Save listing"
        formError={edit.formError}
        conflict={edit.conflictNotice}
        cancelTo={back}
      >
        <ListingFields form={form} canChooseAgent={hasBrokerAuthority(me.effectiveRole, me.isSystemAdmin)} />
      </FormShell>
    </>
  );
}
