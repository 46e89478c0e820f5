/**
 * The invitation a visitor arrived with, kept across the sign-up → verify → sign-in round trip
 * (the verification link cannot carry it). The sign-up page writes the same key; features may
 * not import each other, so the key is repeated there (docs/decisions/0052).
 */
export const PENDING_INVITATION_KEY = 'threshold.pending-invitation';
const MAX_AGE_MS = 8 * 24 * 3600 * 1000;

export interface PendingInvitation {
  token: string;
  email: string;
  savedAt: number;
}

export function readPendingInvitation(now = Date.now()): PendingInvitation | null {
  try {
    const raw = window.localStorage.getItem(PENDING_INVITATION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingInvitation>;
    if (typeof value.token !== 'string' || typeof value.savedAt !== 'number') return null;
    if (now - value.savedAt > MAX_AGE_MS) return null;
    return {
      token: value.token,
      email: typeof value.email === 'string' ? value.email : '',
      savedAt: value.savedAt,
    };
  } catch {
    return null;
  }
}

export function clearPendingInvitation(): void {
  try {
    window.localStorage.removeItem(PENDING_INVITATION_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

export function isInvitationToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}
