import { lazy, type ReactNode } from 'react';
import { renderMatches, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { usePageViews } from '@/lib/analytics/use-page-views';
import { useMonitoring } from '@/lib/analytics/use-monitoring';
import { useAuth, useMe } from '@/lib/auth/auth-context';
import { warmFormattersWhenIdle } from '@/lib/format';
import { useApplyVisitorOptOut } from '@/lib/privacy/use-ccpa-opt-out';
import { RequireAuth } from './guards/require-auth';
import { NotFoundPage, VisitorNotFound } from './not-found-page';
import { appRoutes } from './routes-app';
import { AppShell } from './shell/app-shell';
import { PublicLayout } from './layouts/public-layout';
import { preloadRoutePages } from './lazy-page';
import { matchRoutesOnce } from './route-matches';

const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };
const shellRoutes: RouteObject[] = [...appRoutes, notFoundRoute];
// The page opened first downloads while the session is checked, not after (in a task of its own:
// matching the path against every route is a few milliseconds a phone need not add to this chunk's
// evaluation); meanwhile the number and date formats get ready.
setTimeout(() => preloadRoutePages(shellRoutes, window.location.pathname), 0);
warmFormattersWhenIdle();

/** What runs only while someone is signed in: analytics lifecycle, the visitor opt-out carried over. */
function SignedInEffects() {
  useMonitoring();
  usePageViews();
  useApplyVisitorOptOut();
  return null;
}

/**
 * Every path that is not public: the signed-in app inside the shell (its route table lives in this
 * lazy chunk, so /login never downloads it — ADR 0070). A visitor is sent to sign in for a page of
 * the app and shown "Page not found" for any other path.
 */
export function SignedInApp() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  // Matched once per path (route-matches.ts); this is the root route's splat, so no parent path to strip.
  const matches = matchRoutesOnce(shellRoutes, pathname);
  if (status === 'signedOut' && matches?.at(-1)?.route === notFoundRoute) return <VisitorNotFound />;
  const page = renderMatches(matches);
  return (
    <RequireAuth>
      <SignedInEffects />
      <TermsGate>
        <AppShell>{page}</AppShell>
      </TermsGate>
    </RequireAuth>
  );
}

const AcceptTermsScreen = lazy(async () => ({
  default: (await import('@/features/legal/components/accept-terms-screen')).AcceptTermsScreen,
}));

/**
 * AcceptTerms (ADR 0143): until the signed-in user has accepted the terms and privacy policy in force,
 * the screen that asks for it stands in for whatever page was opened; accepting shows that page.
 */
function TermsGate({ children }: { children: ReactNode }) {
  const { legal } = useMe();
  if (legal && legal.accepted_at === null)
    return (
      <PublicLayout>
        <AcceptTermsScreen legal={legal} />
      </PublicLayout>
    );
  return children;
}
