import { CircleCheck, MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';
import { statusText } from '../components/verify-email-logic';
import { useVerifyEmail } from '../components/use-verify-email';

/** /verify-email — the return target of the verification e-mail (spec §2, §4, §8). */
export function VerifyEmailPage() {
  const state = useVerifyEmail();
  const { status } = useAuth();
  useDocumentTitle(state.kind === 'verified' ? 'Email Verified' : 'Verify email');

  if (state.kind === 'verifying') {
    return (
      <AuthCard title="Verifying">
        <Spinner label="Verifying your email" />
      </AuthCard>
    );
  }

  if (state.kind === 'verified') {
    return (
      <AuthCard title="Email Verified">
        <div className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-emerald-700" />
          <div role="status">
            <p className="font-medium text-slate-900">{statusText(state)}</p>
            <p className="mt-1 text-sm text-slate-700">You can close this tab and log in.</p>
          </div>
        </div>
        <Button asChild className="mt-6 w-full">
          <Link to={status === 'signedIn' ? '/dashboard' : '/login'}>
            {status === 'signedIn' ? 'Go to dashboard' : 'Go to login'}
          </Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={state.kind === 'error' ? 'Verification failed' : 'Verify your email'}>
      {state.kind === 'error' ? (
        <Alert tone="error">{statusText(state)}</Alert>
      ) : (
        <div className="flex items-start gap-3" role="status">
          <MailWarning aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-700" />
          <p className="text-sm text-slate-800">{statusText(state)}</p>
        </div>
      )}
      {state.email ? <ResendVerification email={state.email} /> : null}
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-medium text-brand-700 underline underline-offset-4">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
