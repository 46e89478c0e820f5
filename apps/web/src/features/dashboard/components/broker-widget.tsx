import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

interface BrokerWidgetProps {
  id: string;
  title: string;
  description: string;
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
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
            className="h-32 animate-pulse rounded-md bg-slate-100"
          />
        ) : state.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-slate-700">
            <p>{title} could not be loaded.</p>
            <Button size="sm" variant="secondary" onClick={() => state.refetch()}>
              Try again
            </Button>
          </div>
        ) : isEmpty ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          children()
        )}
      </div>
    </Card>
  );
}
