import { AlertTriangle } from 'lucide-react';
import { Button } from './button';

interface ErrorFallbackProps {
  error: unknown;
  onReset: () => void;
}

function details(error: unknown): string {
  if (error instanceof Error)
    return [error.name + ': ' + error.message, error.stack].filter(Boolean).join('\n\n');
  return typeof error === 'string' ? error : JSON.stringify(error, null, 2);
}

/** Spec §8's generic fallback, with expandable details and "Try again". */
export function ErrorFallback({ error, onReset }: ErrorFallbackProps) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-white p-6">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">Something went wrong</h2>
          <p className="mt-1 text-sm text-slate-700">We're sorry, but an error occurred in this component.</p>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-slate-700">Error details</summary>
            <pre className="mt-2 max-h-64 overflow-auto rounded bg-slate-100 p-3 text-xs whitespace-pre-wrap text-slate-800">
              {details(error)}
            </pre>
          </details>
          <Button className="mt-4" variant="secondary" onClick={onReset}>
            Try again
          </Button>
        </div>
      </div>
    </div>
  );
}
