import type { ReactNode } from 'react';
import type { SectionQuery } from '../lib/section-query';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';

/** One part of the client's deal page around its own query: skeleton, error with retry, empty line. */
export function ClientDealSection<T extends { items: unknown[] }>({
  id,
  title,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  query: SectionQuery<T>;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <div className="mt-3">
        {query.isPending ? (
          <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="h-24 animate-skeleton rounded-md bg-slate-100" />
        ) : query.isError ? (
          <LoadError
            what={title.toLowerCase()}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !query.data || query.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          children(query.data)
        )}
      </div>
    </Card>
  );
}
