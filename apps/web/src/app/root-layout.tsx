import { Outlet } from 'react-router';
import { usePageViews } from '@/lib/analytics/use-page-views';
import { useMonitoring } from '@/lib/analytics/use-monitoring';
import { config } from '@/lib/env';
import { flags } from '@/lib/flags';
import { useApplyVisitorOptOut } from '@/lib/privacy/use-ccpa-opt-out';
import { CookieNotice } from './shell/cookie-notice';
import { MockServicesBanner } from './shell/mock-services-banner';

/** Wraps every route: the mock-services banner, cookie notice, analytics lifecycle. */
export function RootLayout() {
  useMonitoring();
  usePageViews();
  useApplyVisitorOptOut();
  return (
    <>
      <MockServicesBanner production={config.production} services={flags.mockServices} />
      <Outlet />
      <CookieNotice />
    </>
  );
}
