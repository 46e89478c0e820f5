import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { SignUpInput } from '@threshold/domain/auth/auth.contract';
import type { PublicInvitationDto } from '@threshold/domain/contacts/client-invitation.contract';
import { PASSWORD_MIN_LENGTH } from '@threshold/domain/auth/password-policy';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api-client';
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

/**
 * Client invitations arrive as /signup?invitation=<token>&email=<address>. The token is kept in
 * localStorage (the key the invitations feature reads) so /invitations/accept can find it after
 * the verify-e-mail round trip; see docs/decisions/0052. Only a type is imported from the
 * contract, so /signup stays as small as before.
 */
const PENDING_INVITATION_KEY = 'threshold.pending-invitation';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;
const STATUS_TEXT = {
  expired: 'This invitation has expired. Ask your agent to send it again; you can still create an account.',
  revoked: 'This invitation was withdrawn by your agent. You can still create an account.',
  accepted: 'This invitation has already been accepted. Sign in with the account that accepted it.',
} as const;

function useInvitation() {
  const [params] = useSearchParams();
  const raw = params.get('invitation');
  const token = raw && TOKEN_SHAPE.test(raw) ? raw : null;
  const [invitation, setInvitation] = useState<PublicInvitationDto | 'invalid' | null>(
    raw && !token ? 'invalid' : null,
  );
  useEffect(() => {
    if (!token) return;
    try {
      const email = params.get('email') ?? '';
      window.localStorage.setItem(
        PENDING_INVITATION_KEY,
        JSON.stringify({ token, email, savedAt: Date.now() }),
      );
    } catch {
      // No storage: the "sign in to accept" link below still carries the token.
    }
    const controller = new AbortController();
    api
      .get<PublicInvitationDto>(`/api/invitations/${token}`, { signal: controller.signal })
      .then(setInvitation, (error: unknown) => {
        if (!(error instanceof DOMException)) setInvitation('invalid');
      });
    return () => controller.abort();
  }, [token, params]);
  const acceptPath = token ? `/invitations/accept?token=${encodeURIComponent(token)}` : null;
  return { token, invitation, email: params.get('email'), acceptPath };
}

function InvitationBanner({ invitation }: { invitation: PublicInvitationDto | 'invalid' | null }) {
  if (invitation === null) return null;
  if (invitation === 'invalid')
    return (
      <Alert tone="warning">
        This invitation link is not valid. Ask your agent to resend it; you can still create an account.
      </Alert>
    );
  if (invitation.status !== 'pending') return <Alert tone="warning">{STATUS_TEXT[invitation.status]}</Alert>;
  return (
    <Alert
      tone="info"
      title={`You're invited by ${invitation.organization_name} as ${invitation.role === 'investor' ? 'an' : 'a'} ${invitation.role}`}
    >
      Create your account with {invitation.email}, confirm it, and your deals will be waiting.
    </Alert>
  );
}

export function SignupPage() {
  useDocumentTitle('Create account');
  const invited = useInvitation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpFields, unknown, z.output<typeof SignUpInput>>({
    resolver: zodResolver(SignUpInput),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: invited.token ? (invited.email ?? '') : '',
      password: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const invitedEmail = typeof invited.invitation === 'object' ? invited.invitation?.email : undefined;
  const lockEmail = Boolean(invited.token && (invited.email || invitedEmail));
  const loginPath = invited.acceptPath
    ? `/login?returnTo=${encodeURIComponent(invited.acceptPath)}`
    : '/login';
  useEffect(() => {
    if (invitedEmail && !form.getValues('email')) form.setValue('email', invitedEmail);
  }, [form, invitedEmail]);

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
        {invited.acceptPath ? (
          <>
            <p className="mt-6 text-sm text-slate-700">
              Once your address is confirmed, sign in to accept the invitation.
            </p>
            <Button asChild className="mt-3 w-full">
              <Link to={loginPath}>Sign in to accept the invitation</Link>
            </Button>
          </>
        ) : (
          <Button asChild variant="secondary" className="mt-6 w-full">
            <Link to="/login">Back to Login</Link>
          </Button>
        )}
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
          <Link to={loginPath} className="font-medium text-brand-700 underline underline-offset-4">
            Sign in{invited.acceptPath ? ' to accept the invitation' : ''}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InvitationBanner invitation={invited.invitation} />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" {...form.register('first_name')} />
          </FormField>
          <FormField label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="family-name" {...form.register('last_name')} />
          </FormField>
        </div>
        <FormField
          label="Email"
          error={errors.email?.message}
          hint={lockEmail ? 'The invitation was sent to this address.' : undefined}
        >
          <Input
            type="email"
            autoComplete="email"
            readOnly={lockEmail}
            className={lockEmail ? 'bg-slate-100' : undefined}
            {...form.register('email')}
          />
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
