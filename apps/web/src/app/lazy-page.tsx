import { lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { matchRoutesOnce } from './route-matches';

/** The module loader behind each lazy route element, so a route's page can be fetched before it renders. */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A lazily loaded route element: `lazyPage(() => import('…'), 'NamedExport', props?)`. Pages use
 * named exports (no default exports). The module is fetched when the route first renders (or
 * earlier, by `preloadRoutePages`); the app's Suspense boundary (and the router's transitions)
 * keep the previous page on screen meanwhile.
 */
export function lazyPage<M extends Record<string, unknown>, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M & string,
  props?: P,
): ReactElement {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
  const element = <Page {...(props as P)} />;
  loaders.set(element, load);
  return element;
}

/**
 * Starts downloading the lazy pages of the routes that match `pathname` now, instead of after the
 * session check and the shell have rendered: on a first load this takes one round trip out of the
 * chain before the page can paint.
 */
export function preloadRoutePages(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutesOnce(routes, pathname) ?? []) {
    const load = route.element ? loaders.get(route.element as ReactElement) : undefined;
    void load?.().catch(() => undefined);
  }
}
