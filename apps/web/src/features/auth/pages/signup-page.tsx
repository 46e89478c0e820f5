import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SignUpInput } from '@threshold/domain/auth/auth.contract';
import { PASSWORD_MIN_LENGTH } from '@threshold/domain/auth/password-policy';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { signUp } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';

type SignUpFields = z.input<typeof SignUpInput>;
const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;
/** Better Auth answers these codes without a field name. */
const CODE_FIELDS = {
  USER_ALREADY_EXISTS: 'email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email',
  INVALID_EMAIL: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
} as const;

export function SignupPage() {
  useDocumentTitle('Create account');
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpFields, unknown, z.output<typeof SignUpInput>>({
    resolver: zodResolver(SignUpInput),
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp({
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        password: values.password,
      });
      setSentTo(values.email);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, FIELDS, CODE_FIELDS));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <Alert tone="success" title="Account created">
          We sent a verification link to <strong>{sentTo}</strong>. Open it to confirm your address, then sign
          in.
        </Alert>
        <ResendVerification email={sentTo} />
        <Button asChild variant="secondary" className="mt-6 w-full">
          <Link to="/login">Back to Login</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Threshold keeps every deal, document and conversation in one place."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 underline underline-offset-4">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" {...form.register('first_name')} />
          </FormField>
          <FormField label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="family-name" {...form.register('last_name')} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
