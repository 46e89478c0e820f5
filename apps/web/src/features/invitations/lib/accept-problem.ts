import type { InvitationStatus } from '@threshold/domain/contacts/client-invitation.contract';
import { isApiError } from '@/lib/api-error';

export type AcceptProblem =
  'missing' | 'not_found' | 'expired' | 'revoked' | 'accepted' | 'wrong_account' | 'unverified' | 'other';

/** Why an invitation cannot be accepted, from its public status (checked before accepting). */
export function problemFromStatus(status: InvitationStatus): AcceptProblem | null {
  return status === 'pending' ? null : status;
}

/** Why POST /api/invitations/accept refused: 409 carries fields.token, 403 the account problem. */
export function problemFromError(error: unknown): AcceptProblem {
  if (!isApiError(error)) return 'other';
  if (error.status === 404 || error.status === 400) return 'not_found';
  if (error.status === 409) {
    const reason = error.fields.token;
    if (reason === 'accepted' || reason === 'revoked' || reason === 'expired') return reason;
    return 'other';
  }
  if (error.status === 403) return /verify/i.test(error.serverMessage ?? '') ? 'unverified' : 'wrong_account';
  return 'other';
}

export const PROBLEM_TEXT: Record<AcceptProblem, { title: string; body: string }> = {
  missing: {
    title: 'This link is incomplete',
    body: 'Open the link from your invitation e-mail again, or ask your agent to resend it.',
  },
  not_found: {
    title: 'This invitation link is not valid',
    body: 'It may have been replaced by a newer e-mail. Use the latest invitation, or ask your agent to resend it.',
  },
  expired: {
    title: 'This invitation has expired',
    body: 'Invitations are valid for 7 days. Ask your agent to send it again.',
  },
  revoked: {
    title: 'This invitation was withdrawn',
    body: 'Your agent cancelled it. Ask them for a new one if you still need access.',
  },
  accepted: {
    title: 'This invitation has already been accepted',
    body: 'If it was you, your deals are already in your account.',
  },
  wrong_account: {
    title: 'This invitation is for another e-mail address',
    body: 'Sign out, then sign in (or create an account) with the address the invitation was sent to.',
  },
  unverified: {
    title: 'Verify your e-mail address first',
    body: 'Open the verification link we sent you, then come back to this page.',
  },
  other: { title: 'The invitation could not be accepted', body: 'Please try again in a moment.' },
};
