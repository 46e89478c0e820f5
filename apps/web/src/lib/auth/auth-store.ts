/**
 * The auth state as a tiny external store (not TanStack Query: /login must stay within its
 * 120 KB budget, and the query library is loaded only with the pages that use it).
 */
import { loadAuthState } from './session-api';
import type { SignedInState } from './session-api';

export interface AuthSnapshot {
  /** undefined until the first load finishes. */
  data: SignedInState | null | undefined;
  isFetching: boolean;
  loadedAt: number;
}

let snapshot: AuthSnapshot = { data: undefined, isFetching: false, loadedAt: 0 };
let inflight: Promise<SignedInState | null> | null = null;
const listeners = new Set<() => void>();

function publish(next: Partial<AuthSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export const authStore = {
  getSnapshot: (): AuthSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Re-validates the session and reloads /api/me; concurrent calls share one request. `after`
   * forces a fresh load that starts after any running one (e.g. right after signing in, when a
   * check started before the sign-in would answer "signed out").
   */
  refresh(options: { after?: boolean } = {}): Promise<SignedInState | null> {
    if (inflight && !options.after) return inflight;
    publish({ isFetching: true });
    const previous = inflight ?? Promise.resolve(null);
    const next: Promise<SignedInState | null> = previous
      .then(() => loadAuthState())
      .then((data) => {
        // A newer check queued behind this one has the final word; do not flash a stale answer.
        if (inflight !== next) return data;
        inflight = null;
        publish({ data, isFetching: false, loadedAt: Date.now() });
        return data;
      });
    inflight = next;
    return next;
  },
  set(data: SignedInState | null): void {
    publish({ data, loadedAt: Date.now() });
  },
  setFetching(isFetching: boolean): void {
    publish({ isFetching });
  },
};
