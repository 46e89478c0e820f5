import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PageHeader } from '@/components/ui/page-header';
import { applyApiError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateProperty } from '../api/listings-api';
import { FormShell, useLeaveAfterSave } from '../components/fields/form-shell';
import { PropertyFields } from '../components/fields/property-fields';
import { resolverFor } from '../lib/form-fields';
import {
  buildPropertyInput,
  emptyPropertyForm,
  propertyFieldOf,
  type PropertyFormValues,
} from '../lib/property-form';

const resolver = resolverFor<PropertyFormValues>(buildPropertyInput);

/** CreateProperty (/real-estate/properties/new): the place, once; then it can be listed. */
export function CreatePropertyPage() {
  useDocumentTitle('New property');
  const create = useCreateProperty();
  const { leaving, leave } = useLeaveAfterSave();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PropertyFormValues>({ defaultValues: emptyPropertyForm(), resolver });

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const built = buildPropertyInput(values);
    if (!built.ok) return;
    try {
      const property = await create.mutateAsync(built.input);
      toast.success(`${property.address.line1} added`);
      leave(`/real-estate/listings/new?property=${property.id}`);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, propertyFieldOf));
    }
  });

  return (
    <>
      <PageHeader title="New property" description="Enter the place once; list it for sale or rent next." />
      <FormShell
        onSubmit={handleSubmit}
        what="property"
        dirty={form.formState.isDirty && !leaving}
        submitting={form.formState.isSubmitting}
        submitLabel="Save property"
        formError={formError}
        cancelTo="/real-estate"
      >
        <PropertyFields form={form} />
      </FormShell>
    </>
  );
}
