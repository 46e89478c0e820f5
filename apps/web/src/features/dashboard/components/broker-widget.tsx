import type { ReactNode } from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';

interface BrokerWidgetProps {
  id: string;
  title: string;
  description: string;
  state: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  isEmpty?: boolean;
  empty?: string;
  children: () => ReactNode;
  className?: string;
}

/** One broker-dashboard widget: its own skeleton, error with retry and empty state. */
export function BrokerWidget({
  id,
  title,
  description,
  state,
  isEmpty,
  empty,
  children,
  className,
}: BrokerWidgetProps) {
  return (
    <Card aria-labelledby={id} className={className}>
      <CardTitle id={id}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      <div className="mt-4">
        {state.isPending ? (
          <div
            role="status"
            aria-label={`Loading ${title.toLowerCase()}`}
            className="h-32 animate-skeleton rounded-md bg-slate-100"
          />
        ) : state.isError ? (
          <LoadError
            what={title.toLowerCase()}
            error={state.error}
            onRetry={() => void state.refetch()}
            retrying={state.isFetching}
          />
        ) : isEmpty ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          children()
        )}
      </div>
    </Card>
  );
}
