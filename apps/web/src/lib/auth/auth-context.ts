import { createContext, useContext } from 'react';
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import type { SessionUser } from './session-api';

/** Auth events of spec §4, as this app raises them. */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'SIGNED_OUT';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthContextValue {
  status: AuthStatus;
  /** On while the session or profile is being (re)loaded. */
  isLoading: boolean;
  user: SessionUser | null;
  sessionId: string | null;
  me: MeDto | null;
  /** The last event; SIGNED_OUT means the user chose to leave (no returnTo on the login redirect). */
  lastEvent: AuthEvent;
  handleAuthEvent: (event: AuthEvent) => Promise<void>;
  signOut: () => Promise<void>;
  /** Replaces the cached profile after a successful update (then reloads, as USER_UPDATED). */
  setProfile: (profile: MeDto['profile']) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user's data; only for components rendered behind the auth guard. */
export function useMe(): MeDto {
  const { me } = useAuth();
  if (!me) throw new Error('useMe used without a signed-in user');
  return me;
}
