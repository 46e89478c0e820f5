import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';

interface LoadErrorProps {
  /** What failed to load, e.g. "the checklist". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: what, why, and a way to try again. */
export function LoadError({ what, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert tone="error" title={`Could not load ${what}`}>
      <p>{errorMessage(error)}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Try again'}
      </Button>
    </Alert>
  );
}
