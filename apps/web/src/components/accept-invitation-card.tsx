import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { invitationProblem } from '@/components/invitation-problem';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAuth, useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';

type Invitation = Parameters<typeof invitationProblem>[0];

/** The invitation token from `?token=`, or null when it is missing or cannot be one. */
function useInvitationToken(): string | null {
  const [params] = useSearchParams();
  const raw = params.get('token');
  return raw && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null;
}

interface AcceptInvitationCardProps<I extends Invitation, R> {
  /** The page's title and heading until accepted. */
  title: string;
  welcomeTitle: string;
  /** The query hook that loads the invitation by its token (it waits while the token is null). */
  useInvitation: (token: string | null) => UseQueryResult<I>;
  /** Who to ask for a new invitation ("a system admin"). */
  askFor: string;
  /** What the invitation offers, above the accept button. */
  offer: (invitation: I) => ReactNode;
  acceptLabel: string;
  acceptingLabel: string;
  accept: (token: string) => Promise<R>;
  /** What the person is now, once accepted. */
  welcome: (result: R, invitation: I | undefined) => ReactNode;
  next: { to: string; label: string };
}

/**
 * A signed-in invitee accepts a team or platform invitation (the join and platform-invite pages):
 * checks the link, says why it cannot be accepted yet, accepts, reloads /api/me (the role changed)
 * and shows the way in.
 */
export function AcceptInvitationCard<I extends Invitation, R>(props: AcceptInvitationCardProps<I, R>) {
  const { title, welcomeTitle, useInvitation, askFor, offer, accept, welcome, next } = props;
  useDocumentTitle(title);
  const token = useInvitationToken();
  const invitation = useInvitation(token);
  const me = useMe();
  const { handleAuthEvent } = useAuth();
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState<{ result: R } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const handleAccept = async () => {
    if (!token) return;
    setAccepting(true);
    setFailure(null);
    try {
      const result = await accept(token);
      await handleAuthEvent('USER_UPDATED');
      setAccepted({ result });
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
          <p>{welcome(accepted.result, invitation.data)}</p>
          <Button asChild>
            <Link to={next.to}>{next.label}</Link>
          </Button>
        </div>
      );
    if (!token) return <Alert tone="error">This invitation link is not valid. Ask for a new one.</Alert>;
    if (invitation.isPending) return <Spinner label="Checking your invitation" />;
    // Only "not found" means a bad link; a dropped connection or a server error can be retried.
    if (invitation.isError && isApiError(invitation.error) && [400, 404].includes(invitation.error.status))
      return <Alert tone="error">This invitation link is not valid. Ask for a new one.</Alert>;
    if (invitation.isError)
      return (
        <LoadError
          what="your invitation"
          error={invitation.error}
          onRetry={() => void invitation.refetch()}
          retrying={invitation.isFetching}
        />
      );
    const problem = invitationProblem(invitation.data, me, {
      accepted: 'This invitation has already been accepted.',
      revoked: `This invitation was withdrawn. Ask ${askFor} for a new one.`,
      expired: `This invitation has expired. Ask ${askFor} for a new one.`,
    });
    if (problem) return problem;
    return (
      <div className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <p className="text-slate-900">{offer(invitation.data)}</p>
        <Button onClick={() => void handleAccept()} disabled={accepting}>
          {accepting ? props.acceptingLabel : props.acceptLabel}
        </Button>
      </div>
    );
  };

  return (
    <>
      <PageHeader title={accepted ? welcomeTitle : title} />
      <Card className="max-w-2xl">{body()}</Card>
    </>
  );
}
