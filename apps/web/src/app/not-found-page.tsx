import { FileQuestion } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublicLayout } from './layouts/public-layout';

const AppShell = lazy(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));

export function NotFoundPage() {
  const { pathname } = useLocation();
  const { status } = useAuth();
  useDocumentTitle('Page not found');
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <FileQuestion aria-hidden="true" className="h-12 w-12 text-slate-500" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        There is no page at{' '}
        <code className="rounded bg-slate-100 px-1 font-mono text-slate-800">{pathname}</code>. It may have
        moved, or the link may be mistyped.
      </p>
      <Button asChild className="mt-6">
        <Link to={status === 'signedIn' ? '/dashboard' : '/login'}>
          {status === 'signedIn' ? 'Go to dashboard' : 'Go to sign in'}
        </Link>
      </Button>
    </div>
  );
}

/** Any unknown path: inside the shell for a signed-in user, in the public layout for a visitor. */
export function NotFoundRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <Spinner className="min-h-screen" />;
  if (status === 'signedIn') {
    return (
      <Suspense fallback={<Spinner className="min-h-screen" />}>
        <AppShell>
          <NotFoundPage />
        </AppShell>
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
