import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { problemFromError, problemFromStatus } from './accept-problem';
import { isInvitationToken, PENDING_INVITATION_KEY, readPendingInvitation } from './pending-invitation';

describe('accepting an invitation', () => {
  it('words each refusal of the server', () => {
    const conflict = (token: string) => new ApiError(409, 'CONFLICT', 'x', { token });
    expect(problemFromError(conflict('expired'))).toBe('expired');
    expect(problemFromError(conflict('revoked'))).toBe('revoked');
    expect(problemFromError(conflict('accepted'))).toBe('accepted');
    expect(problemFromError(new ApiError(409, 'CONFLICT', 'linked elsewhere'))).toBe('other');
    expect(
      problemFromError(
        new ApiError(403, 'FORBIDDEN', 'x', {}, 'This invitation was sent to another e-mail address'),
      ),
    ).toBe('wrong_account');
    expect(
      problemFromError(
        new ApiError(403, 'FORBIDDEN', 'x', {}, 'Verify your e-mail address before accepting the invitation'),
      ),
    ).toBe('unverified');
    expect(problemFromError(new ApiError(404, 'NOT_FOUND', 'x'))).toBe('not_found');
    expect(problemFromError(new Error('boom'))).toBe('other');
    expect(problemFromStatus('pending')).toBeNull();
    expect(problemFromStatus('expired')).toBe('expired');
  });

  it('reads the pending invitation saved by the sign-up page, and forgets old ones', () => {
    const token = 'a'.repeat(43);
    window.localStorage.setItem(
      PENDING_INVITATION_KEY,
      JSON.stringify({ token, email: 'b@x.test', savedAt: 1_000 }),
    );
    expect(readPendingInvitation(2_000)).toEqual({ token, email: 'b@x.test', savedAt: 1_000 });
    expect(readPendingInvitation(1_000 + 9 * 24 * 3600 * 1000)).toBeNull();
    window.localStorage.setItem(PENDING_INVITATION_KEY, 'not json');
    expect(readPendingInvitation()).toBeNull();
    expect(isInvitationToken(token)).toBe(true);
    expect(isInvitationToken('short')).toBe(false);
  });
});
