import { zodResolver } from '@hookform/resolvers/zod';
import { CreateAdminOrganizationInput } from '@threshold/domain/admin/admin.contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { useCreateOrganization } from '../api/admin-api';

/** The form keeps an empty time zone as "the platform's default". */
const Form = z.object({
  name: CreateAdminOrganizationInput.shape.name,
  time_zone: z.string(),
  broker_email: CreateAdminOrganizationInput.shape.broker_email,
});
type Fields = z.input<typeof Form>;

/** A new brokerage and an invitation for its first broker, who joins as its managing broker (ADR 0173). */
export function CreateOrganizationForm() {
  const create = useCreateOrganization();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Fields>({
    resolver: zodResolver(Form),
    defaultValues: { name: '', time_zone: '', broker_email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, time_zone, broker_email }) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync({
        name,
        broker_email,
        ...(time_zone.trim() ? { time_zone: time_zone.trim() } : {}),
      });
      const sent = created.invitation.delivery !== 'failed';
      toast.success(
        `${created.organization.name} created. ${sent ? `Invitation sent to ${created.invitation.email}.` : 'The invitation e-mail could not be sent.'}`,
      );
      form.reset();
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['name', 'time_zone', 'broker_email']));
    }
  });

  return (
    <Card className="mb-6 max-w-xl">
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-4"
        noValidate
        aria-label="Create an organization"
      >
        <h2 className="text-lg font-semibold text-slate-900">Create an organization</h2>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField
          label="Time zone"
          hint="Such as America/Denver; empty = the platform's default."
          error={errors.time_zone?.message}
        >
          <Input autoComplete="off" placeholder="America/New_York" {...form.register('time_zone')} />
        </FormField>
        <FormField
          label="First broker's e-mail"
          hint="They get an invitation and join as the managing broker."
          error={errors.broker_email?.message}
        >
          <Input type="email" autoComplete="off" {...form.register('broker_email')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Creating…' : 'Create organization'}
        </Button>
      </form>
    </Card>
  );
}
