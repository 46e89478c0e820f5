import { PropertyDto } from '@threshold/domain/listings/create-property.contract';
import type { UpdatePropertyInput } from '@threshold/domain/listings/update-property.contract';
import { useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProperty } from '../api/listings-api';
import { listingsKeys } from '../api/listings-keys';
import { FormShell } from '../components/fields/form-shell';
import { PropertyFields } from '../components/fields/property-fields';
import { useFormEdit } from '../components/fields/use-form-edit';
import { resolverFor } from '../lib/form-fields';
import {
  buildPropertyInput,
  PROPERTY_LABELS,
  propertyFieldOf,
  propertyFormOf,
  type PropertyFormValues,
} from '../lib/property-form';

const resolver = resolverFor<PropertyFormValues>(buildPropertyInput);

/** /real-estate/properties/:id/edit — the address and facts; `?listing=` is the page to return to. */
export function EditPropertyPage() {
  const { id = '' } = useParams();
  const property = useProperty(id);
  useDocumentTitle('Edit property');
  if (property.isPending) return <Spinner label="Loading property" />;
  if (property.isError)
    return isApiError(property.error) && property.error.status === 404 ? (
      <Alert tone="error" title="Property not found">
        It does not exist, or it is outside what you can see.
      </Alert>
    ) : (
      <LoadError what="the property" error={property.error} onRetry={() => void property.refetch()} />
    );
  return <EditPropertyForm property={property.data} />;
}

function EditPropertyForm({ property }: { property: PropertyDto }) {
  const [search] = useSearchParams();
  const listingId = search.get('listing');
  const back = listingId ? `/real-estate/listings/${encodeURIComponent(listingId)}` : '/real-estate';
  const form = useForm<PropertyFormValues>({ defaultValues: propertyFormOf(property), resolver });
  const edit = useFormEdit({
    form,
    record: property,
    recordSchema: PropertyDto,
    what: 'property',
    send: (input: UpdatePropertyInput, headers) =>
      api.patch(`/api/properties/${property.id}`, input, { schema: PropertyDto, headers }),
    formOf: propertyFormOf,
    labels: PROPERTY_LABELS,
    fieldOf: propertyFieldOf,
    cacheKey: listingsKeys.property(property.id),
    doneTo: back,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    const built = buildPropertyInput(values);
    if (built.ok) await edit.save(built.input);
  });
  return (
    <>
      <PageHeader
        title="Edit property"
        description="The place itself: every listing of it shows these facts."
      />
      <FormShell
        onSubmit={handleSubmit}
        what="property"
        dirty={form.formState.isDirty && !edit.leaving}
        submitting={edit.saving}
        submitLabel="Save property"
        formError={edit.formError}
        conflict={edit.conflictNotice}
        cancelTo={back}
      >
        <PropertyFields form={form} />
      </FormShell>
    </>
  );
}
