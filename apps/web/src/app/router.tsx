import { createBrowserRouter } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundRoute } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { appRoutes } from './routes-app';
import { publicRoutes } from './routes-public';
import { AppShell } from './shell/app-shell';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: () => <Spinner className="min-h-screen" />,
      children: [
        { element: <PublicLayout />, children: publicRoutes },
        { element: <RequireAuth />, children: [{ element: <AppShell />, children: appRoutes }] },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
