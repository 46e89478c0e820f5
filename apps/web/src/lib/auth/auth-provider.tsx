import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthContext } from './auth-context';
import type { AuthContextValue, AuthEvent } from './auth-context';
import { clearUserCaches } from '../cache-reset';
import { authStore } from './auth-store';
import { loadMe, signOutRequest } from './session-api';

/** The session is re-validated this often while the tab is open (spec §4 "refreshed automatically"). */
export const SESSION_REFRESH_MS = 5 * 60_000;
/** Coming back to the tab re-validates the session when the last check is older than this. */
const FOCUS_REFRESH_AFTER_MS = 60_000;

/**
 * The auth store's current answer, re-rendered as a transition when it changes. Not
 * useSyncExternalStore: that renders every change synchronously and runs the new screen's effects in
 * the same task, so the session's first answer (the whole signed-in app, its page and the page's
 * first requests) was one long task on a phone (ADR 0183). As a transition, React renders that
 * screen in slices of a few milliseconds and gives the browser the main thread between them
 * (ADR 0186). The provider is the store's only reader, so nothing can show two answers.
 */
function useAuthSnapshot() {
  const [snapshot, setSnapshot] = useState(authStore.getSnapshot);
  useEffect(() => {
    const read = () => startTransition(() => setSnapshot(authStore.getSnapshot()));
    read();
    return authStore.subscribe(read);
  }, []);
  return snapshot;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const snapshot = useAuthSnapshot();
  const [lastEvent, setLastEvent] = useState<AuthEvent>('INITIAL_SESSION');

  const handleAuthEvent = useCallback(async (event: AuthEvent) => {
    setLastEvent(event);
    if (event === 'SIGNED_OUT') {
      authStore.set(null);
      clearUserCaches();
      return;
    }
    if (event === 'USER_UPDATED') {
      const current = authStore.getSnapshot().data;
      if (!current) return;
      authStore.setFetching(true);
      const me = await loadMe(current.user);
      authStore.setFetching(false);
      authStore.set(me ? { ...current, me } : null);
      return;
    }
    // INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED: force a session refresh, then reload profile.
    const state = await authStore.refresh({ after: event === 'SIGNED_IN' });
    if (!state) clearUserCaches();
  }, []);

  useEffect(() => {
    void authStore.refresh();
    const refreshIfStale = () => {
      const stale = Date.now() - authStore.getSnapshot().loadedAt > FOCUS_REFRESH_AFTER_MS;
      if (document.visibilityState === 'visible' && stale) void handleAuthEvent('TOKEN_REFRESHED');
    };
    const timer = window.setInterval(() => void handleAuthEvent('TOKEN_REFRESHED'), SESSION_REFRESH_MS);
    document.addEventListener('visibilitychange', refreshIfStale);
    window.addEventListener('focus', refreshIfStale);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshIfStale);
      window.removeEventListener('focus', refreshIfStale);
    };
  }, [handleAuthEvent]);

  const signOut = useCallback(async () => {
    authStore.setFetching(true);
    await signOutRequest();
    authStore.setFetching(false);
    await handleAuthEvent('SIGNED_OUT');
  }, [handleAuthEvent]);

  const setProfile = useCallback<AuthContextValue['setProfile']>(
    (profile) => {
      const current = authStore.getSnapshot().data;
      if (current) authStore.set({ ...current, me: { ...current.me, profile } });
      void handleAuthEvent('USER_UPDATED');
    },
    [handleAuthEvent],
  );

  const { data, isFetching } = snapshot;
  const value = useMemo<AuthContextValue>(
    () => ({
      status: data === undefined ? 'loading' : data ? 'signedIn' : 'signedOut',
      isLoading: isFetching,
      user: data?.user ?? null,
      sessionId: data?.sessionId ?? null,
      me: data?.me ?? null,
      lastEvent,
      handleAuthEvent,
      signOut,
      setProfile,
    }),
    [data, handleAuthEvent, isFetching, lastEvent, setProfile, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
