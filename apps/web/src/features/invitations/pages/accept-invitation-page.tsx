import type { AcceptInvitationOutput } from '@threshold/domain/contacts/client-invitation.contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAuth, useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { acceptInvitation, usePublicInvitation } from '../api/invitations-api';
import { InvitationProblem } from '../components/invitation-problem';
import { InvitationWelcome } from '../components/invitation-welcome';
import { problemFromError, problemFromStatus, type AcceptProblem } from '../lib/accept-problem';
import { clearPendingInvitation, isInvitationToken, readPendingInvitation } from '../lib/pending-invitation';

/** /invitations/accept?token=… — a signed-in user accepts a client invitation. */
export function AcceptInvitationPage() {
  useDocumentTitle('Invitation');
  const me = useMe();
  const { handleAuthEvent } = useAuth();
  const [params] = useSearchParams();
  const fromUrl = params.get('token');
  const token = isInvitationToken(fromUrl)
    ? fromUrl
    : fromUrl
      ? null
      : (readPendingInvitation()?.token ?? null);
  const invitation = usePublicInvitation(token);
  const [accepting, setAccepting] = useState(false);
  const [result, setResult] = useState<AcceptInvitationOutput | null>(null);
  const [failure, setFailure] = useState<{ problem: AcceptProblem; detail: string | null } | null>(null);

  const handleAccept = async () => {
    if (!token) return;
    setAccepting(true);
    setFailure(null);
    try {
      const accepted = await acceptInvitation(token);
      clearPendingInvitation();
      // The role and permissions may have changed: reload /api/me before showing links.
      await handleAuthEvent('USER_UPDATED');
      setResult(accepted);
    } catch (error) {
      setFailure({ problem: problemFromError(error), detail: errorMessage(error) });
    } finally {
      setAccepting(false);
    }
  };

  const body = () => {
    if (result) return <InvitationWelcome result={result} />;
    if (!token) return <InvitationProblem problem={fromUrl ? 'not_found' : 'missing'} token={null} />;
    if (invitation.isPending) return <Spinner label="Checking your invitation" />;
    if (invitation.isError) {
      const problem = isApiError(invitation.error) && invitation.error.status >= 500 ? 'other' : 'not_found';
      return (
        <InvitationProblem
          problem={problem}
          token={token}
          detail={errorMessage(invitation.error)}
          onRetry={() => void invitation.refetch()}
        />
      );
    }
    const data = invitation.data;
    const early =
      failure?.problem ??
      problemFromStatus(data.status) ??
      (data.email.toLowerCase() !== me.user.email.toLowerCase() ? 'wrong_account' : null) ??
      (me.user.email_confirmed_at ? null : 'unverified');
    if (early)
      return (
        <InvitationProblem
          problem={early}
          token={token}
          invitedEmail={data.email}
          detail={failure?.detail}
          onRetry={() => void handleAccept()}
        />
      );
    return (
      <div className="space-y-4">
        <p className="text-slate-900">
          <strong>{data.organization_name}</strong> invited you to follow your deals in Threshold as a{' '}
          <strong>{data.role}</strong>.
        </p>
        <p className="text-sm text-slate-700">
          You will see the deals you take part in, their documents and key dates. Your agent sees that you
          joined.
        </p>
        <Button onClick={() => void handleAccept()} disabled={accepting}>
          {accepting ? 'Accepting…' : 'Accept invitation'}
        </Button>
      </div>
    );
  };

  return (
    <>
      <PageHeader title={result ? 'Welcome' : 'Your invitation'} />
      <Card className="max-w-2xl">{body()}</Card>
    </>
  );
}
