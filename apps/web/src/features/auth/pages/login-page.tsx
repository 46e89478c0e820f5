import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { SignInInput } from '@threshold/domain/auth/auth.contract';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { applyApiError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { signIn } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';

type SignInFields = z.input<typeof SignInInput>;

export function LoginPage() {
  useDocumentTitle('Sign in');
  const { handleAuthEvent } = useAuth();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<SignInFields, unknown, z.output<typeof SignInInput>>({
    resolver: zodResolver(SignInInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFormError(null);
    setUnverifiedEmail(null);
    try {
      await signIn({ email, password });
      // The redirect to returnTo happens once the auth state says "signed in".
      await handleAuthEvent('SIGNED_IN');
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(email);
      setFormError(applyApiError(error, form.setError, ['email', 'password']));
    }
  });

  return (
    <AuthCard
      title="Sign in to Threshold"
      description={params.get('returnTo') ? 'Sign in to continue where you were going.' : 'Welcome back.'}
      footer={
        <>
          New to Threshold?{' '}
          <Link to="/signup" className="font-medium text-brand-700 underline underline-offset-4">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError ? (
          <Alert tone="error">
            {formError}
            {unverifiedEmail ? <ResendVerification email={unverifiedEmail} /> : null}
          </Alert>
        ) : null}
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="flex justify-end text-sm">
          <Link to="/request-password-reset" className="font-medium text-brand-700 underline underline-offset-4">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
