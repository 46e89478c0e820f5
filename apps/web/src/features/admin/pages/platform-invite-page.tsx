import { AcceptInvitationCard, useInvitationToken } from '@/components/accept-invitation-card';
import { acceptPlatformInvitation, usePublicPlatformInvitation } from '../api/platform-invitations-api';

const STATUS_TEXT = {
  accepted: 'This invitation has already been accepted.',
  revoked: 'This invitation was withdrawn. Ask a system admin for a new one.',
  expired: 'This invitation has expired. Ask a system admin for a new one.',
} as const;

/** /platform-invite?token=… — the signed-in invitee takes the platform role they were invited to (ADR 0173). */
export function PlatformInvitePage() {
  const token = useInvitationToken();
  const invitation = usePublicPlatformInvitation(token);
  return (
    <AcceptInvitationCard
      title="Platform invitation"
      welcomeTitle="Welcome to the platform team"
      token={token}
      invitation={invitation}
      statusText={STATUS_TEXT}
      offer={(inv) => (
        <>
          You are invited to help run Threshold as <strong>{inv.role_label}</strong>.
        </>
      )}
      acceptLabel="Accept the invitation"
      acceptingLabel="Accepting…"
      accept={acceptPlatformInvitation}
      welcome={(_, inv) => <>You are now {inv?.role_label} on Threshold.</>}
      next={{ to: '/admin', label: 'Go to administration' }}
    />
  );
}
