import { LoadError } from '@/components/ui/load-error';
import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-error';

/** A listing that could not be loaded: gone or out of sight (404), or a failure to retry. */
export function ListingLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404)
    return (
      <Alert tone="error" title="Listing not found">
        It does not exist, or it is outside what you can see.
      </Alert>
    );
  return <LoadError what="the listing" error={error} onRetry={onRetry} />;
}
