import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useAuth } from '@/lib/auth/auth-context';
import { SiteFooter } from '../shell/site-footer';

/** Layout of public pages: a header with the product name and account links, and the footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const linkClass = 'focus-ring rounded px-2 py-1 text-sm font-medium text-slate-700 hover:text-slate-900';
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="focus-ring rounded text-lg font-bold tracking-tight text-slate-900">
            Threshold
          </Link>
          <nav aria-label="Account" className="flex gap-2">
            {status === 'signedIn' ? (
              <Link to="/dashboard" className={linkClass}>
                Go to dashboard
              </Link>
            ) : (
              <>
                <Link to="/login" className={linkClass}>
                  Sign in
                </Link>
                <Link to="/signup" className={linkClass}>
                  Create account
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        <ErrorBoundary>{children ?? <Outlet />}</ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
