import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreatePlatformInvitationInput,
  PLATFORM_INVITATION_TTL_DAYS,
} from '@threshold/domain/admin/platform-invitation.contract';
import { PLATFORM_ROLE_KEYS, PLATFORM_ROLES } from '@threshold/domain/roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyApiError } from '@/lib/form-errors';
import { useInvitePlatformStaff } from '../api/platform-invitations-api';

type Fields = CreatePlatformInvitationInput;

/** Invite someone by e-mail to become a system admin, platform moderator or support agent. */
export function PlatformInviteForm() {
  const invite = useInvitePlatformStaff();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Fields>({
    resolver: zodResolver(CreatePlatformInvitationInput),
    defaultValues: { email: '', platform_role: 'support_agent' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const sent = await invite.mutateAsync(values);
      if (sent.delivery === 'failed')
        toast.warning(
          'Invitation saved, but the e-mail could not be sent. Revoke it and invite again later.',
        );
      else toast.success(`Invitation sent to ${sent.email}`);
      form.reset();
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['email', 'platform_role']));
    }
  });

  return (
    <Card className="mb-6 max-w-xl">
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-4"
        noValidate
        aria-label="Invite platform staff"
      >
        <p className="text-sm text-slate-700">
          They get an e-mail with a link valid {PLATFORM_INVITATION_TTL_DAYS} days and accept it signed in
          with that address.
        </p>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <FormField label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label="Platform role" error={errors.platform_role?.message}>
          <Select {...form.register('platform_role')}>
            {PLATFORM_ROLE_KEYS.map((key) => (
              <option key={key} value={key}>
                {PLATFORM_ROLES[key].name} — {PLATFORM_ROLES[key].description}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
    </Card>
  );
}
