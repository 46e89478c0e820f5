/**
 * Session and current-user reads. Spec §4: on sign-in, token refresh and initial session the app
 * forces a session refresh, then reloads the profile and affiliations (GET /api/me); when the
 * refresh fails or returns no user, everything is cleared (signed out locally).
 */
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import { api } from '../api-client';
import { isApiError } from '../api-error';
import { createLogger } from '../logger';

const log = createLogger('auth');

export interface SessionUser {
  id: string;
  email: string;
  name?: string | null;
  emailVerified?: boolean;
  image?: string | null;
}

interface SessionAnswer {
  session: { id?: string } | null;
  user: SessionUser;
}

export interface SignedInState {
  user: SessionUser;
  /** The id of this browser's session (to mark it in the session list). */
  sessionId: string | null;
  me: MeDto;
}

async function refreshSession(): Promise<SessionAnswer | null> {
  try {
    // disableCookieCache makes Better Auth check the session in the database (a real refresh).
    const answer = await api.get<SessionAnswer | null>('/api/auth/get-session', {
      query: { disableCookieCache: true },
    });
    return answer?.user ? answer : null;
  } catch (error) {
    log.warn('Session refresh failed; signing out locally', error);
    return null;
  }
}

/**
 * A structural check of /api/me instead of parsing it with the zod contract: the server already
 * answers with MeDto.parse(), and keeping zod off the critical path saves ~23 KB gzipped and one
 * request round on every signed-in page load (docs/decisions/0013-bundle-budget.md).
 */
export function looksLikeMe(value: unknown): value is MeDto {
  const me = value as Partial<MeDto> | null;
  return (
    typeof me?.user?.id === 'string' &&
    typeof me.user.email === 'string' &&
    typeof me.profile?.id === 'string' &&
    typeof me.effectiveRole === 'string' &&
    typeof me.isSystemAdmin === 'boolean' &&
    Array.isArray(me.permissions) &&
    Array.isArray(me.supervisors) &&
    Array.isArray(me.supervisees)
  );
}

/** Loaded only when needed, so the role table stays out of the entry chunk. */
async function fallbackMe(user: SessionUser): Promise<MeDto> {
  const { emptyMe } = await import('./empty-me');
  return emptyMe(user);
}

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

export async function loadMe(user: SessionUser, pending?: Promise<Settled>): Promise<MeDto | null> {
  try {
    const settled = pending ? await pending : null;
    if (settled && !settled.ok) throw settled.error;
    const answer = settled ? settled.value : await api.get<unknown>('/api/me');
    if (looksLikeMe(answer)) return answer;
    log.error('The /api/me answer does not look like MeDto; treating it as empty', answer);
    return await fallbackMe(user);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    log.error('Could not load profile and affiliations', error);
    return await fallbackMe(user);
  }
}

/**
 * The whole auth state: null when signed out. The session refresh and /api/me are requested
 * together (one round trip instead of two); /api/me counts only if the session is valid.
 */
export async function loadAuthState(): Promise<SignedInState | null> {
  const meAnswer = api.get<unknown>('/api/me').then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const session = await refreshSession();
  if (!session) return null;
  const me = await loadMe(session.user, meAnswer);
  return me ? { user: session.user, sessionId: session.session?.id ?? null, me } : null;
}

export async function signOutRequest(): Promise<void> {
  try {
    await api.post('/api/auth/sign-out', {});
  } catch (error) {
    log.warn('Sign-out request failed; clearing the local session anyway', error);
  }
}
