import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';

type Status = 'pending' | 'accepted' | 'revoked' | 'expired';

/**
 * Why a signed-in person cannot accept an invitation yet (the join and platform-invite pages): not
 * pending any more, sent to another address, or the address is not confirmed. Null when they can.
 */
export function invitationProblem(
  invitation: { status: Status; email: string },
  me: { user: { email: string; email_confirmed_at: string | null } },
  statusText: Record<Exclude<Status, 'pending'>, string>,
): ReactNode {
  if (invitation.status !== 'pending') return <Alert tone="warning">{statusText[invitation.status]}</Alert>;
  if (invitation.email.toLowerCase() !== me.user.email.toLowerCase())
    return (
      <Alert tone="warning" title="This invitation is for another e-mail address">
        It was sent to {invitation.email}; you are signed in as {me.user.email}. Sign out and sign in (or sign
        up) with that address.
      </Alert>
    );
  if (!me.user.email_confirmed_at)
    return <Alert tone="warning">Confirm your e-mail address first, then open this link again.</Alert>;
  return null;
}
