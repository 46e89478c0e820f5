import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { ShowMore, type Pages } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';

interface ListPages<T> extends Pages {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  data?: { pages: { items: T[] }[] };
}

interface FilteredListResultsProps<T> {
  list: ListPages<T>;
  /** What the list holds: "document" and "documents". */
  noun: { one: string; many: string };
  icon: LucideIcon;
  /** Whether the URL filters the list; then an empty list offers "Clear filters". */
  filtered: boolean;
  onClearFilters: () => void;
  /** Under an empty list: what to try (filtered), or what will appear here. */
  emptyText: string;
  /** The rows loaded so far, as a table. */
  children: (items: T[]) => ReactNode;
}

/** A URL-filtered list read page by page: loading, failed, empty (or filtered to nothing), or its rows. */
export function FilteredListResults<T>(props: FilteredListResultsProps<T>) {
  const { list, noun, icon, filtered, onClearFilters, emptyText, children } = props;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <Spinner label={`Loading ${noun.many}`} />;
  if (list.isError)
    return <LoadError what={`the ${noun.many}`} error={list.error} onRetry={() => void list.refetch()} />;
  if (items.length === 0)
    return (
      <EmptyState
        icon={icon}
        title={filtered ? `No ${noun.many} match these filters` : `No ${noun.many} yet`}
        action={
          filtered ? (
            <Button variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null
        }
      >
        <p>{emptyText}</p>
      </EmptyState>
    );
  return (
    <>
      <p className="mb-2 text-sm text-slate-600" aria-live="polite">
        {items.length} {items.length === 1 ? noun.one : noun.many} shown
      </p>
      {children(items)}
      <ShowMore pages={list} />
    </>
  );
}
