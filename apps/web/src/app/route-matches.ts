import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

const lastMatches = new WeakMap<RouteObject[], { pathname: string; matches: RouteMatch[] | null }>();

/**
 * `matchRoutes`, remembered per route table for the last path asked. react-router flattens, ranks and
 * compiles every route on each call: with the app's hundred routes that is several milliseconds,
 * and the signed-in app renders several times per path (session answer, profile, each navigation's
 * transition), so its table is matched once per path instead (ADR 0186).
 */
export function matchRoutesOnce(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const last = lastMatches.get(routes);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(routes, pathname);
  lastMatches.set(routes, { pathname, matches });
  return matches;
}
