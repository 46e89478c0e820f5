import { useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';
import { lazyPage } from './lazy-page';
import { publicRoutes } from './routes-public';

const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      // The signed-in app (shell, navigation, its route table) is its own chunk: /login never loads it.
      { path: '*', element: lazyPage(() => import('./signed-in-app'), 'SignedInApp') },
    ],
  },
];

/**
 * Every route of the app (declarative router: its data-router machinery would double the router's
 * weight on /login — ADR 0070). A route module still downloading shows a spinner on first load, with
 * the banners (root layout) and, for signed-in pages, the shell already painted; later navigations
 * keep the current page until the next one is ready (router transitions).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const routes = useRoutes(routeTree);
  return <RouteErrorBoundary resetKey={pathname}>{routes}</RouteErrorBoundary>;
}
