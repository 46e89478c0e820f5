import { AcceptInvitationCard, useInvitationToken } from '@/components/accept-invitation-card';
import { roleLabel } from '../lib/role-options';
import { acceptMemberInvitation, usePublicMemberInvitation } from '../api/member-invitations-api';

const STATUS_TEXT = {
  accepted: 'This invitation has already been accepted.',
  revoked: 'This invitation was withdrawn. Ask the person who invited you for a new one.',
  expired: 'This invitation has expired. Ask the person who invited you for a new one.',
} as const;

/** /join?token=… — a signed-in person accepts an invitation to join an organization as a member. */
export function JoinPage() {
  const token = useInvitationToken();
  const invitation = usePublicMemberInvitation(token);
  return (
    <AcceptInvitationCard
      title="Join your team"
      welcomeTitle="Welcome aboard"
      token={token}
      invitation={invitation}
      statusText={STATUS_TEXT}
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
