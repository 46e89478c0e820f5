import { AcceptInvitationCard } from '@/components/accept-invitation-card';
import { roleLabel } from '../lib/role-options';
import { acceptMemberInvitation, usePublicMemberInvitation } from '../api/member-invitations-api';

/** /join?token=… — a signed-in person accepts an invitation to join an organization as a member. */
export function JoinPage() {
  return (
    <AcceptInvitationCard
      title="Join your team"
      welcomeTitle="Welcome aboard"
      useInvitation={usePublicMemberInvitation}
      askFor="the person who invited you"
      offer={(inv) => (
        <>
          <strong>{inv.organization_name}</strong> invited you to join as <strong>{inv.role_label}</strong>.
        </>
      )}
      acceptLabel="Join the team"
      acceptingLabel="Joining…"
      accept={acceptMemberInvitation}
      welcome={(joined) => (
        <>
          You joined <strong>{joined.organization_name}</strong> as {roleLabel(joined.role_key)}.
        </>
      )}
      next={{ to: '/dashboard', label: 'Go to your dashboard' }}
    />
  );
}
