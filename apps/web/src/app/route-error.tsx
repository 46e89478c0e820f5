import { useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { createLogger } from '@/lib/logger';

const log = createLogger('router');

/**
 * Errors the router catches (a route module that failed to download, a loader error). "Try again"
 * reloads the page, which fetches the current build's chunks.
 */
export function RouteError() {
  const error = useRouteError();
  log.error('Route failed', error);
  return (
    <main id="main" className="mx-auto max-w-2xl p-6">
      <ErrorFallback error={error} onReset={() => window.location.reload()} />
    </main>
  );
}
