import { Outlet } from 'react-router';
import { QueryErrorBoundary } from '@/components/ui/query-error-boundary';
import { QueryProvider } from '@/lib/query-provider';

/** Public pages that fetch with TanStack Query sit under this (lazily loaded) layout. */
export function QueryLayout() {
  return (
    <QueryProvider>
      <QueryErrorBoundary>
        <Outlet />
      </QueryErrorBoundary>
    </QueryProvider>
  );
}
