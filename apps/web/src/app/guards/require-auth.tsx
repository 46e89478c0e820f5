import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { loginPathFor } from './return-to';

/** Visitors go to /login?returnTo=<path>; after a deliberate sign-out, to /login plainly. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, lastEvent } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Loading your workspace" className="min-h-screen" />;
  if (status === 'signedOut') {
    const target =
      lastEvent === 'SIGNED_OUT'
        ? '/login'
        : loginPathFor(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={target} replace />;
  }
  return children ?? <Outlet />;
}
