import { AcceptInvitationCard } from '@/components/accept-invitation-card';
import { acceptPlatformInvitation, usePublicPlatformInvitation } from '../api/platform-invitations-api';

/** /platform-invite?token=… — the signed-in invitee takes the platform role they were invited to (ADR 0173). */
export function PlatformInvitePage() {
  return (
    <AcceptInvitationCard
      title="Platform invitation"
      welcomeTitle="Welcome to the platform team"
      useInvitation={usePublicPlatformInvitation}
      askFor="a system admin"
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
