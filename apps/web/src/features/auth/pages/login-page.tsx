import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { signIn } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';
import { normalizeEmail, validateSignIn } from '../components/sign-in-validation';
import type { SignInErrors } from '../components/sign-in-validation';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const { handleAuthEvent } = useAuth();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setUnverifiedEmail(null);
    const found = validateSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const email = normalizeEmail(values.email);
    setSubmitting(true);
    try {
      await signIn({ email, password: values.password });
      // The redirect to returnTo happens once the auth state says "signed in".
      await handleAuthEvent('SIGNED_IN');
    } catch (error) {
      if (isApiError(error)) {
        if (error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(email);
        setErrors({ email: error.fields.email, password: error.fields.password });
        setFormError(error.message);
      } else {
        setFormError('Something went wrong. Please try again.');
      }
    } finally {
      setSubmitting(false);
    }
  };

  const bind = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
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
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        {formError ? (
          <Alert tone="error">
            {formError}
            {unverifiedEmail ? <ResendVerification email={unverifiedEmail} /> : null}
          </Alert>
        ) : null}
        <FormField label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" {...bind('email')} />
        </FormField>
        <FormField label="Password" error={errors.password}>
          <Input type="password" autoComplete="current-password" {...bind('password')} />
        </FormField>
        <div className="flex justify-end text-sm">
          <Link
            to="/request-password-reset"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
