import type { AcceptMemberInvitationOutput } from '@threshold/domain/organizations/member-invitation.contract';
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
import { roleLabel } from '../lib/role-options';
import { acceptMemberInvitation, usePublicMemberInvitation } from '../api/member-invitations-api';

const STATUS_TEXT = {
  accepted: 'This invitation has already been accepted.',
  revoked: 'This invitation was withdrawn. Ask the person who invited you for a new one.',
  expired: 'This invitation has expired. Ask the person who invited you for a new one.',
} as const;

/** /join?token=… — a signed-in person accepts an invitation to join an organization as a member. */
export function JoinPage() {
  useDocumentTitle('Join your team');
  const me = useMe();
  const { handleAuthEvent } = useAuth();
  const [params] = useSearchParams();
  const raw = params.get('token');
  const token = raw && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null;
  const invitation = usePublicMemberInvitation(token);
  const [accepting, setAccepting] = useState(false);
  const [joined, setJoined] = useState<AcceptMemberInvitationOutput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const handleAccept = async () => {
    if (!token) return;
    setAccepting(true);
    setFailure(null);
    try {
      const result = await acceptMemberInvitation(token);
      // Role and permissions changed: reload /api/me before showing the way in.
      await handleAuthEvent('USER_UPDATED');
      setJoined(result);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setAccepting(false);
    }
  };

  const body = () => {
    if (joined)
      return (
        <div className="space-y-3">
          <p>
            You joined <strong>{joined.organization_name}</strong> as {roleLabel(joined.role_key)}.
          </p>
          <Button asChild>
            <Link to="/dashboard">Go to your dashboard</Link>
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
          <strong>{inv.organization_name}</strong> invited you to join as <strong>{inv.role_label}</strong>.
        </p>
        <Button onClick={() => void handleAccept()} disabled={accepting}>
          {accepting ? 'Joining…' : 'Join the team'}
        </Button>
      </div>
    );
  };

  return (
    <>
      <PageHeader title={joined ? 'Welcome aboard' : 'Join your team'} />
      <Card className="max-w-2xl">{body()}</Card>
    </>
  );
}
