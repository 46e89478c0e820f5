import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChangePasswordInput } from '@threshold/domain/auth/auth.contract';
import { PASSWORD_MIN_LENGTH } from '@threshold/domain/auth/password-policy';
import { z } from 'zod';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth/auth-context';
import { applyApiError } from '@/lib/form-errors';
import { changePassword } from '../api/security-api';

const PasswordForm = z
  .object({
    currentPassword: ChangePasswordInput.shape.currentPassword,
    newPassword: ChangePasswordInput.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type Fields = z.infer<typeof PasswordForm>;

/** Change password; every other session is signed out (revokeOtherSessions). */
export function ChangePasswordForm() {
  const { handleAuthEvent } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Fields>({
    resolver: zodResolver(PasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      toast.success('Password changed. Your other sessions were signed out.');
      await handleAuthEvent('USER_UPDATED');
    } catch (error) {
      setFormError(
        applyApiError(error, form.setError, ['currentPassword', 'newPassword'], {
          INVALID_PASSWORD: 'currentPassword',
          PASSWORD_TOO_SHORT: 'newPassword',
          PASSWORD_TOO_LONG: 'newPassword',
        }),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
