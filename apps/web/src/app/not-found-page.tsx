import { FileQuestion } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublicLayout } from './layouts/public-layout';

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

/** An unknown path for a visitor: the not-found page in the public layout. */
export function VisitorNotFound() {
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
