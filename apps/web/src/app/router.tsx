import { createBrowserRouter } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundRoute } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { lazyPage } from './lazy-page';
import { appRoutes } from './routes-app';
import { publicRoutes } from './routes-public';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: () => <Spinner className="min-h-screen" />,
      children: [
        { element: <PublicLayout />, children: publicRoutes },
        {
          element: <RequireAuth />,
          // The shell (navigation, header, toasts, icons) is its own chunk: visitors never load it.
          children: [{ lazy: lazyPage(() => import('./shell/app-shell'), 'AppShell'), children: appRoutes }],
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
