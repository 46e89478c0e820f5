import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { invitationProblem } from '@/components/invitation-problem';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useAuth, useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { acceptPlatformInvitation, usePublicPlatformInvitation } from '../api/platform-invitations-api';

const STATUS_TEXT = {
  accepted: 'This invitation has already been accepted.',
  revoked: 'This invitation was withdrawn. Ask a system admin for a new one.',
  expired: 'This invitation has expired. Ask a system admin for a new one.',
} as const;

/** /platform-invite?token=… — the signed-in invitee takes the platform role they were invited to (ADR 0173). */
export function PlatformInvitePage() {
  useDocumentTitle('Platform invitation');
  const me = useMe();
  const { handleAuthEvent } = useAuth();
  const [params] = useSearchParams();
  const raw = params.get('token');
  const token = raw && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null;
  const invitation = usePublicPlatformInvitation(token);
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleAccept = async () => {
    if (!token) return;
    setAccepting(true);
    setFailure(null);
    try {
      await acceptPlatformInvitation(token);
      // Platform role changed: reload /api/me so the shell shows administration.
      await handleAuthEvent('USER_UPDATED');
      setAccepted(true);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setAccepting(false);
    }
  };

  const body = () => {
    if (accepted)
      return (
        <div className="space-y-3">
          <p>You are now {invitation.data?.role_label} on Threshold.</p>
          <Button asChild>
            <Link to="/admin">Go to administration</Link>
          </Button>
        </div>
      );
    if (!token) return <Alert tone="error">This invitation link is not valid. Ask for a new one.</Alert>;
    if (invitation.isPending) return <Spinner label="Checking your invitation" />;
    if (invitation.isError)
      return <Alert tone="error">This invitation link is not valid. Ask for a new one.</Alert>;
    const inv = invitation.data;
    const problem = invitationProblem(inv, me, STATUS_TEXT);
    if (problem) return problem;
    return (
      <div className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <p className="text-slate-900">
          You are invited to help run Threshold as <strong>{inv.role_label}</strong>.
        </p>
        <Button onClick={() => void handleAccept()} disabled={accepting}>
          {accepting ? 'Accepting…' : 'Accept the invitation'}
        </Button>
      </div>
    );
  };

  return (
    <>
      <PageHeader title={accepted ? 'Welcome to the platform team' : 'Platform invitation'} />
      <Card className="max-w-2xl">{body()}</Card>
    </>
  );
}
