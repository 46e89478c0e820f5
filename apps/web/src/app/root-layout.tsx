import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { config } from '@/lib/env';
import { flags } from '@/lib/flags';
import { CookieNotice } from './shell/cookie-notice';
import { MockServicesBanner } from './shell/mock-services-banner';

/**
 * Wraps every route: the mock-services banner and the cookie notice, painted at once on a first load
 * while the route's code still downloads (they sit outside the Suspense boundary of the page).
 */
export function RootLayout() {
  return (
    <>
      <MockServicesBanner production={config.production} services={flags.mockServices} />
      <Suspense fallback={<Spinner className="min-h-screen" />}>
        <Outlet />
      </Suspense>
      <CookieNotice />
    </>
  );
}
