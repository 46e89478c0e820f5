import { Outlet } from 'react-router';
import { config } from '@/lib/env';
import { flags } from '@/lib/flags';
import { CookieNotice } from './shell/cookie-notice';
import { MockServicesBanner } from './shell/mock-services-banner';

/** Wraps every route: the mock-services banner and the cookie notice. */
export function RootLayout() {
  return (
    <>
      <MockServicesBanner production={config.production} services={flags.mockServices} />
      <Outlet />
      <CookieNotice />
    </>
  );
}
