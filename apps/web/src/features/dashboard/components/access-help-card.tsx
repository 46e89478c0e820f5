import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Unassigned users: Threshold opens up once a brokerage invites them, or once they create their own. */
export function AccessHelpCard() {
  return (
    <EmptyState icon={KeyRound} title="You are not part of a brokerage yet">
      <p>
        Ask your broker or office administrator to invite you from their Team page. The invitation e-mail
        links you to their organization with your role; your deals, tasks and messages appear here as soon as
        you accept it.
      </p>
      <p className="mt-4">
        <Button asChild>
          <Link to="/onboarding">Create your brokerage</Link>
        </Button>
      </p>
    </EmptyState>
  );
}
