import { useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import type { BlockerFunction, GuardedHistory, PendingNavigation } from './guarded-history';

function isGuarded(navigator: object): navigator is GuardedHistory {
  return 'addBlocker' in navigator;
}

/**
 * While mounted, asks `shouldBlock` before every in-app navigation; returns the navigation it held
 * back (proceed or reset it), or null. Needs the app's guarded history (app/app.tsx, tests' render helpers).
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): PendingNavigation | null {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  if (!isGuarded(navigator)) throw new Error('useNavigationBlocker needs a router over createGuardedHistory');
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => navigator.addBlocker((args) => latest.current(args)), [navigator]);
  return useSyncExternalStore(navigator.subscribe, navigator.pendingNavigation);
}
