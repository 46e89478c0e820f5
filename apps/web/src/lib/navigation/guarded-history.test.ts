import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createGuardedHistory } from './guarded-history';
import type { BlockerFunction } from './guarded-history';

function setup(entries = ['/a']) {
  const history = createGuardedHistory(
    createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  return { history, seen };
}

/** A blocker that holds every navigation away from `pathname`. */
const blockLeaving =
  (pathname: string): BlockerFunction =>
  ({ currentLocation, nextLocation }) =>
    currentLocation.pathname === pathname && nextLocation.pathname !== pathname;

describe('guarded history', () => {
  it('navigates freely without blockers', () => {
    const { history, seen } = setup();
    history.push('/b');
    history.replace('/c');
    expect(seen).toEqual(['/b', '/c']);
    expect(history.pendingNavigation()).toBeNull();
  });

  it('holds a push while a blocker says so, until proceed', () => {
    const { history, seen } = setup();
    history.addBlocker(blockLeaving('/a'));
    history.push('/b');
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual([]);
    history.pendingNavigation()?.proceed();
    expect(history.location.pathname).toBe('/b');
    expect(seen).toEqual(['/b']);
    expect(history.pendingNavigation()).toBeNull();
  });

  it('drops a held navigation on reset and when the last blocker goes', () => {
    const { history } = setup();
    const remove = history.addBlocker(blockLeaving('/a'));
    history.push('/b');
    history.pendingNavigation()?.reset();
    expect(history.location.pathname).toBe('/a');
    history.replace('/c');
    expect(history.pendingNavigation()).not.toBeNull();
    remove();
    expect(history.pendingNavigation()).toBeNull();
    expect(history.location.pathname).toBe('/a');
  });

  it('undoes a blocked Back and replays it on proceed', () => {
    const { history, seen } = setup(['/a', '/b']);
    history.addBlocker(blockLeaving('/b'));
    history.go(-1);
    expect(history.location.pathname).toBe('/b');
    expect(seen).toEqual([]);
    history.pendingNavigation()?.proceed();
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual(['/a']);
  });

  it('tells subscribers when a navigation is held and released', () => {
    const { history } = setup();
    let changes = 0;
    history.subscribe(() => changes++);
    history.addBlocker(blockLeaving('/a'));
    history.push('/b');
    history.pendingNavigation()?.reset();
    expect(changes).toBe(2);
  });
});
