import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordInput } from '@threshold/domain/auth/auth.contract';
import { PASSWORD_MIN_LENGTH } from '@threshold/domain/auth/password-policy';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

const ResetForm = z
  .object({ newPassword: ResetPasswordInput.shape.newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type ResetFields = z.infer<typeof ResetForm>;

const requestLink = (
  <Link to="/request-password-reset" className="font-medium text-brand-700 underline underline-offset-4">
    Request a new link
  </Link>
);

/** /reset-password?token=… — the return target of the reset e-mail. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetFields>({
    resolver: zodResolver(ResetForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert tone="error">
          This reset link is incomplete. Open the link from the email again, or request a new one.
        </Alert>
        <p className="mt-4 text-sm">{requestLink}</p>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password changed">
        <Alert tone="success">Your password has been reset. Sign in with your new password.</Alert>
        <Button asChild className="mt-6 w-full">
          <Link to="/login">Go to login</Link>
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      await resetPassword({ newPassword, token });
      setDone(true);
    } catch (error) {
      setFormError(
        applyApiError(error, form.setError, ['newPassword'], {
          PASSWORD_TOO_SHORT: 'newPassword',
          PASSWORD_TOO_LONG: 'newPassword',
        }),
      );
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      description="Signing in again is required on every device afterwards."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError ? (
          <Alert tone="error">
            {formError} {requestLink}
          </Alert>
        ) : null}
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
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
