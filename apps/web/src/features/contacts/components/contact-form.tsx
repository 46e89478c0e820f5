import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { contactFormResolver } from '../lib/contact-form-resolver';
import { buildContactInput, type ContactFormValues, type ContactInput } from '../lib/contact-form-values';
import { applyContactServerErrors } from '../lib/contact-server-errors';
import { AddressFields } from './contact-address-fields';
import { ChannelFields } from './contact-channels-fields';
import { ContactProfileFields } from './contact-profile-fields';

interface ContactFormProps {
  defaultValues: ContactFormValues;
  /** Passed when editing: "Me" as owner then means this id. */
  myId?: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: ContactInput) => Promise<unknown>;
  onCancel?: () => void;
}

const section = 'space-y-4 rounded-lg border border-slate-200 bg-white p-5';

/** The whole contact: used by /contacts/new and by "Edit" on the contact page. */
export function ContactForm({
  defaultValues,
  myId,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: ContactFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactFormValues>({ defaultValues, resolver: contactFormResolver(myId) });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const built = buildContactInput(values, myId);
    if (!built.ok) return;
    try {
      await onSubmit(built.input);
    } catch (error) {
      setFormError(applyContactServerErrors(error, form.setError, built.indexMap));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className={section}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.first_name?.message}>
            <Input autoComplete="off" {...form.register('first_name')} />
          </FormField>
          <FormField label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="off" {...form.register('last_name')} />
          </FormField>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <ChannelFields form={form} kind="emails" />
          <ChannelFields form={form} kind="phones" />
        </div>
      </div>
      <div className={section}>
        <ContactProfileFields form={form} />
      </div>
      <div className={section}>
        <AddressFields form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Birthday" error={errors.birthday?.message}>
            <Input type="date" {...form.register('birthday')} />
          </FormField>
          <FormField label="Home anniversary" error={errors.home_anniversary?.message}>
            <Input type="date" {...form.register('home_anniversary')} />
          </FormField>
        </div>
        <fieldset className="flex flex-wrap gap-6">
          <legend className="mb-2 text-sm font-medium text-slate-900">Consent</legend>
          <Checkbox label="Agrees to e-mail" {...form.register('consent_email')} />
          <Checkbox label="Agrees to text messages (SMS)" {...form.register('consent_sms')} />
        </fieldset>
        <FormField label="Notes" error={errors.notes?.message}>
          <Textarea rows={4} {...form.register('notes')} />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
