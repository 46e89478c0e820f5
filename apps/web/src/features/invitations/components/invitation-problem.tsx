import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { PROBLEM_TEXT, type AcceptProblem } from '../lib/accept-problem';

interface InvitationProblemProps {
  problem: AcceptProblem;
  token: string | null;
  invitedEmail?: string;
  detail?: string | null;
  onRetry?: () => void;
}

/** What went wrong and the one thing to do about it. */
export function InvitationProblem({ problem, token, invitedEmail, detail, onRetry }: InvitationProblemProps) {
  const { signOut, me } = useAuth();
  const navigate = useNavigate();
  const text = PROBLEM_TEXT[problem];

  const handleSwitch = async () => {
    await signOut();
    const back = token ? `/invitations/accept?token=${encodeURIComponent(token)}` : '/dashboard';
    void navigate(`/login?returnTo=${encodeURIComponent(back)}`, { replace: true });
  };

  return (
    <div className="space-y-4">
      <Alert tone={problem === 'accepted' ? 'info' : 'error'} title={text.title}>
        <p>{text.body}</p>
        {problem === 'wrong_account' && invitedEmail ? (
          <p className="mt-1">
            It was sent to <strong>{invitedEmail}</strong>; you are signed in as{' '}
            <strong>{me?.user.email}</strong>.
          </p>
        ) : null}
        {detail && problem === 'other' ? <p className="mt-1">{detail}</p> : null}
      </Alert>
      <div className="flex flex-wrap gap-2">
        {problem === 'wrong_account' ? (
          <Button onClick={() => void handleSwitch()}>Sign out and switch account</Button>
        ) : null}
        {problem === 'other' && onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        <Button asChild variant={problem === 'wrong_account' ? 'secondary' : 'primary'}>
          <Link to="/dashboard">Go to your dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
