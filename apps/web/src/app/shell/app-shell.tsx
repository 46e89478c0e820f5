import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { bottomNavigationFor, sideNavigationFor } from '@threshold/domain/navigation';
import { withoutDisabledFeatures } from '@threshold/domain/platform-admin/feature-flags';
import { AnnouncementBanners } from '@/features/platform-admin/components/announcement-banners';
import { QueryErrorBoundary } from '@/components/ui/query-error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useAuth, useMe } from '@/lib/auth/auth-context';
import { useMediaQuery } from '@/lib/use-media-query';
import { QueryProvider } from '@/lib/query-provider';
import { Toaster } from '../toaster';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { SideNav } from './side-nav';
import { SiteFooter } from './site-footer';

/**
 * The signed-in layout (spec §2): side navigation, header, content, footer, bottom bar. It also
 * provides the query cache and toasts, so neither weighs on the public pages.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const me = useMe();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  // Tailwind's lg breakpoint: the side navigation from there, the bottom bar below it. The one not
  // shown is not rendered at all (a phone's first render was a quarter of it hidden, ADR 0182).
  const wide = useMediaQuery('(min-width: 64rem)');
  const narrow = useMediaQuery('(max-width: 63.99rem)');
  const options = { isSystemAdmin: me.isSystemAdmin, isPlatformStaff: (me.platformAreas ?? []).length > 0 };

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <QueryProvider>
      <div className="min-h-screen">
        <a
          href="#main"
          className="focus-ring sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {wide ? (
          <SideNav
            items={withoutDisabledFeatures(sideNavigationFor(me.effectiveRole, options), me.features)}
            onSignOut={handleSignOut}
            signingOut={signingOut}
          />
        ) : null}
        <div className="flex min-h-screen flex-col pb-16 lg:pb-0 lg:pl-sidenav">
          <AppHeader />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:py-8"
          >
            <AnnouncementBanners />
            <QueryErrorBoundary key={pathname}>
              {/* The shell paints while a page's code downloads on a first load; the fallback fills the
                  screen so the footer does not jump when the page arrives. */}
              <Suspense fallback={<Spinner label="Loading the page" className="min-h-screen" />}>
                {children ?? <Outlet />}
              </Suspense>
            </QueryErrorBoundary>
          </main>
          <SiteFooter />
        </div>
        {narrow ? (
          <BottomNav
            items={withoutDisabledFeatures(bottomNavigationFor(me.effectiveRole, options), me.features)}
          />
        ) : null}
        <Toaster />
      </div>
    </QueryProvider>
  );
}
