/**
 * Session and current-user reads. Spec §4: on sign-in, token refresh and initial session the app
 * forces a session refresh, then reloads the profile and affiliations (GET /api/me); when the
 * refresh fails or returns no user, everything is cleared (signed out locally).
 */
import type { MeDto } from '@threshold/domain/me/getMe.contract';
import { DEFAULT_ROLE_KEY, getRole } from '@threshold/domain/roles';
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

/**
 * Spec §8: failures reading profile, affiliations, roles, teams and supervisors are logged and
 * treated as empty — the user stays signed in with the default role and no permissions.
 */
export function emptyMe(user: SessionUser): MeDto {
  const role = getRole(DEFAULT_ROLE_KEY);
  return {
    user: { id: user.id, email: user.email, email_confirmed_at: null },
    profile: {
      id: user.id,
      first_name: null,
      last_name: null,
      profile_image_url: null,
      role: null,
      role_details: null,
      verification_status: null,
      ccpa_opt_out: false,
      updated_at: new Date(0).toISOString(),
    },
    primaryAffiliation: null,
    effectiveRole: role.key,
    roleGroup: role.group,
    accessLevel: role.accessLevel,
    capabilities: { ...role.capabilities },
    accessScopes: {
      transactionAccessScope: role.capabilities.transactionAccessScope,
      documentAccessScope: role.capabilities.documentAccessScope,
    },
    permissions: [],
    isSystemAdmin: false,
    supervisors: [],
    supervisees: [],
  };
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

export async function loadMe(user: SessionUser): Promise<MeDto | null> {
  try {
    // The contract (and zod with it) loads only once someone is signed in: /login stays small.
    const { MeDto: schema } = await import('@threshold/domain/me/getMe.contract');
    return await api.get('/api/me', { schema });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    log.error('Could not load profile and affiliations', error);
    return emptyMe(user);
  }
}

/** The whole auth state: null when signed out. */
export async function loadAuthState(): Promise<SignedInState | null> {
  const session = await refreshSession();
  if (!session) return null;
  const me = await loadMe(session.user);
  return me ? { user: session.user, sessionId: session.session?.id ?? null, me } : null;
}

export async function signOutRequest(): Promise<void> {
  try {
    await api.post('/api/auth/sign-out', {});
  } catch (error) {
    log.warn('Sign-out request failed; clearing the local session anyway', error);
  }
}
