import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/cn';

interface WidgetProps<T> {
  id: string;
  title: string;
  description?: string;
  query: UseQueryResult<T>;
  /** True when the loaded data has nothing to show. */
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
  /**
   * The loaded widget usually fills a phone's first screen (a client's deals with their timelines):
   * while it loads, its body holds that height there, so the widgets stacked below it start off
   * screen instead of jumping down when it loads (layout shift).
   */
  fillsFirstScreen?: boolean;
}

/** A dashboard card around one query: a skeleton while loading, its own error with retry, an empty line. */
export function Widget<T>({
  id,
  title,
  description,
  query: liveQuery,
  isEmpty,
  empty,
  children,
  footer,
  fillsFirstScreen = false,
}: WidgetProps<T>) {
  const titleId = `${id}-title`;
  // The answer's rows render in the background, in slices: ten widgets answering one after another
  // do not each hold the main thread for the length of their render (ADR 0186).
  const query = useDeferredValue(liveQuery);
  return (
    <Card
      className="min-w-0"
      aria-labelledby={titleId}
      aria-busy={query.isPending}
      data-testid={`widget-${id}`}
    >
      <CardTitle id={titleId}>{title}</CardTitle>
      {description ? <CardDescription>{description}</CardDescription> : null}
      {/* A fixed floor for the body: widgets below do not jump as each one loads (layout shift). */}
      <div
        data-testid="widget-body"
        className={cn(
          'mt-4 min-h-56',
          fillsFirstScreen && query.isPending && 'max-lg:min-h-[calc(100dvh-12rem)]',
        )}
      >
        {query.isPending ? (
          <WidgetSkeleton />
        ) : query.isError ? (
          <LoadError
            what={title.toLowerCase()}
            error={query.error}
            onRetry={() => void liveQuery.refetch()}
            retrying={query.isFetching}
          />
        ) : isEmpty(query.data) ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          children(query.data)
        )}
      </div>
      {/* Links to the full page, there from the start: the card does not grow when its answer comes. */}
      {footer ? <div className="mt-4 text-sm">{footer}</div> : null}
    </Card>
  );
}

function WidgetSkeleton() {
  return (
    // One animation for the whole skeleton, not one per bar: each start is an event the page handles.
    <div className="animate-skeleton space-y-4" data-testid="widget-skeleton">
      <span className="sr-only">Loading…</span>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="h-5 rounded bg-slate-200" />
      ))}
    </div>
  );
}
