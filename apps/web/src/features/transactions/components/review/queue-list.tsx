import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';

interface QueueListProps<T extends { id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  /** What the list holds, for the loading and error messages ("approvals"). */
  what: string;
  /** Accessible name of the list. */
  label: string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** A paged work queue: loading, error with retry, empty state, the rows and "Show more". */
export function QueueList<T extends { id: string }>({
  query,
  what,
  label,
  empty,
  renderItem,
}: QueueListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {query.isPending ? <Spinner label={`Loading ${what}`} /> : null}
      {query.isError && !query.data ? (
        <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data && items.length === 0 ? empty : null}
      {items.length > 0 ? (
        <ul
          aria-label={label}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {items.map(renderItem)}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </>
  );
}
