import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthContext } from './auth-context';
import type { AuthContextValue, AuthEvent } from './auth-context';
import { loadAuthState, loadMe, signOutRequest } from './session-api';
import type { SignedInState } from './session-api';

export const AUTH_QUERY_KEY = ['auth'] as const;
/** Sessions are re-validated this often while the tab is open (spec §4 "refreshed automatically"). */
const SESSION_REFRESH_MS = 5 * 60_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [lastEvent, setLastEvent] = useState<AuthEvent>('INITIAL_SESSION');
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: loadAuthState,
    staleTime: SESSION_REFRESH_MS,
    refetchInterval: SESSION_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

  const clear = useCallback(() => {
    queryClient.setQueryData(AUTH_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_QUERY_KEY[0] });
  }, [queryClient]);

  const handleAuthEvent = useCallback(
    async (event: AuthEvent) => {
      setLastEvent(event);
      setBusy(true);
      try {
        if (event === 'SIGNED_OUT') {
          clear();
        } else if (event === 'USER_UPDATED') {
          const current = queryClient.getQueryData<SignedInState | null>(AUTH_QUERY_KEY);
          const me = current ? await loadMe(current.user) : null;
          if (current && me) queryClient.setQueryData(AUTH_QUERY_KEY, { ...current, me });
          else clear();
        } else {
          const state = await queryClient.fetchQuery({ queryKey: AUTH_QUERY_KEY, queryFn: loadAuthState, staleTime: 0 });
          if (!state) clear();
        }
      } finally {
        setBusy(false);
      }
    },
    [clear, queryClient],
  );

  const signOut = useCallback(async () => {
    setBusy(true);
    await signOutRequest();
    setBusy(false);
    await handleAuthEvent('SIGNED_OUT');
  }, [handleAuthEvent]);

  const setProfile = useCallback<AuthContextValue['setProfile']>(
    (profile) => {
      queryClient.setQueryData<SignedInState | null>(AUTH_QUERY_KEY, (current) =>
        current ? { ...current, me: { ...current.me, profile } } : current,
      );
      void handleAuthEvent('USER_UPDATED');
    },
    [handleAuthEvent, queryClient],
  );

  const data = query.data;
  const value = useMemo<AuthContextValue>(
    () => ({
      status: query.isPending ? 'loading' : data ? 'signedIn' : 'signedOut',
      isLoading: query.isFetching || busy,
      user: data?.user ?? null,
      sessionId: data?.sessionId ?? null,
      me: data?.me ?? null,
      lastEvent,
      handleAuthEvent,
      signOut,
      setProfile,
    }),
    [busy, data, handleAuthEvent, lastEvent, query.isFetching, query.isPending, setProfile, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
