import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { RETURN_TO_PARAM, safeReturnTo } from './return-to';

/** /login and /signup are for visitors; a signed-in user continues to returnTo or the dashboard. */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  if (status === 'signedIn') return <Navigate to={safeReturnTo(params.get(RETURN_TO_PARAM))} replace />;
  return <Outlet />;
}
