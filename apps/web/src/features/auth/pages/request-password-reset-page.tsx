import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RequestPasswordResetInput } from '@threshold/domain/auth/auth.contract';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { requestPasswordReset } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/** Spec §8's texts, verbatim. */
export const RESET_SUCCESS_MESSAGE = 'Password reset instructions have been sent to your email.';
export const RESET_FAILURE_MESSAGE = 'Failed to send reset instructions.';

type Fields = z.input<typeof RequestPasswordResetInput>;
type Result = { tone: 'success' | 'error'; message: string } | null;

export function RequestPasswordResetPage() {
  useDocumentTitle('Reset your password');
  const [result, setResult] = useState<Result>(null);
  const form = useForm<Fields, unknown, z.output<typeof RequestPasswordResetInput>>({
    resolver: zodResolver(RequestPasswordResetInput),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      await requestPasswordReset(email);
      setResult({ tone: 'success', message: RESET_SUCCESS_MESSAGE });
    } catch (error) {
      const fieldError = isApiError(error) ? error.fields.email : undefined;
      if (fieldError) form.setError('email', { type: 'server', message: fieldError });
      const message = isApiError(error) && error.serverMessage ? error.serverMessage : RESET_FAILURE_MESSAGE;
      setResult({ tone: 'error', message });
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {result ? <Alert tone={result.tone}>{result.message}</Alert> : null}
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Instructions'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 underline underline-offset-4">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
