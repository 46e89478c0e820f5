import { lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';

/**
 * A lazily loaded route element: `lazyPage(() => import('…'), 'NamedExport', props?)`. Pages use
 * named exports (no default exports). The module is fetched when the route first renders; the
 * app's Suspense boundary (and the router's transitions) keep the previous page on screen meanwhile.
 */
export function lazyPage<M extends Record<string, unknown>, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M & string,
  props?: P,
): ReactElement {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
  return <Page {...(props as P)} />;
}
