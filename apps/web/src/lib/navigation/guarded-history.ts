import { NavigationType } from 'react-router';
import type { Location, To, UNSAFE_createBrowserHistory } from 'react-router';

/** react-router's History (browser or memory), created with `v5Compat: true`. */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Says whether leaving `current` for `next` needs the user's confirmation first. */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Pick<Location, 'pathname' | 'search'>;
}) => boolean;

/** A navigation held back by a blocker, waiting for the user to confirm or stay. */
export interface PendingNavigation {
  proceed(): void;
  reset(): void;
}

export interface GuardedHistory extends RouterHistory {
  /** Registers a blocker; returns the function that removes it. */
  addBlocker(blocker: BlockerFunction): () => void;
  /** The navigation currently held back, if any (for useSyncExternalStore). */
  pendingNavigation(): PendingNavigation | null;
  subscribe(onChange: () => void): () => void;
}

/**
 * Wraps a history so that in-app navigations (links, navigate(), Back and Forward) ask the
 * registered blockers first — react-router's declarative mode has no useBlocker (ADR 0070).
 * A blocked push or replace is simply not performed until `proceed()`. A blocked Back/Forward has
 * already moved the browser, so it is undone with `go(-delta)` and replayed on `proceed()`.
 */
export function createGuardedHistory(inner: RouterHistory): GuardedHistory {
  const blockers = new Set<BlockerFunction>();
  const subscribers = new Set<() => void>();
  let pending: PendingNavigation | null = null;
  // The location the router shows; during a popstate the browser's own location is already the next one.
  let shown: Location = inner.location;
  let ignoreNextPop = false;
  let allowNextPop = false;

  const setPending = (next: PendingNavigation | null) => {
    pending = next;
    subscribers.forEach((notify) => notify());
  };
  const isBlocked = (nextLocation: Pick<Location, 'pathname' | 'search'>) =>
    [...blockers].some((blocker) => blocker({ currentLocation: shown, nextLocation }));
  const hold = (perform: () => void) =>
    setPending({
      proceed: () => {
        setPending(null);
        perform();
      },
      reset: () => setPending(null),
    });
  const guard = (to: To, perform: () => void) => {
    if (blockers.size === 0) return perform();
    const { pathname = '/', search = '' } = inner.encodeLocation(to);
    if (isBlocked({ pathname, search })) hold(perform);
    else perform();
  };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => guard(to, () => inner.push(to, state)),
    replace: (to, state) => guard(to, () => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update) => {
        const show = () => {
          shown = update.location;
          listener(update);
        };
        if (update.action !== NavigationType.Pop) return show();
        if (ignoreNextPop) {
          ignoreNextPop = false;
          return;
        }
        const { delta } = update;
        if (
          !allowNextPop &&
          delta !== null &&
          delta !== 0 &&
          blockers.size > 0 &&
          isBlocked(update.location)
        ) {
          ignoreNextPop = true;
          inner.go(-delta);
          hold(() => {
            allowNextPop = true;
            inner.go(delta);
          });
          return;
        }
        allowNextPop = false;
        show();
      });
    },
    addBlocker(blocker) {
      blockers.add(blocker);
      return () => {
        blockers.delete(blocker);
        if (blockers.size === 0 && pending) setPending(null);
      };
    },
    pendingNavigation: () => pending,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}
