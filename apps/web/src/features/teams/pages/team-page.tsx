import { UserRound, UsersRound } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TeamPage() {
  useDocumentTitle('Team');
  return (
    <PlaceholderPage
      title="Team"
      icon={UsersRound}
      summary="your organization's members, teams, roles and supervisor relationships will appear here."
    />
  );
}

/** /profile/{id}: a member's profile, for managing brokers and above. */
export function MemberProfilePage() {
  const { id } = useParams();
  useDocumentTitle('Member profile');
  return (
    <PlaceholderPage
      title="Member profile"
      icon={UserRound}
      summary="this member's details, role and deals will appear here."
    >
      <p>
        Profile of user <code className="font-mono">{id}</code>. The member directory arrives with Team
        management; until then member details cannot be looked up.
      </p>
    </PlaceholderPage>
  );
}
