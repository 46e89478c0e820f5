import { FileSearch, Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { useTransactionPages } from '../../api/list-api';
import type { ListState } from '../../model/list-state';
import { LoadError } from '@/components/ui/load-error';
import { TransactionsTable } from './transactions-table';

interface TableViewProps {
  pages: ReturnType<typeof useTransactionPages>;
  state: ListState;
  filtered: boolean;
  total: number | null;
  canCreate: boolean;
  onSort: (sort: ListState['sort']) => void;
  onClear: () => void;
}

/** The table with its loading, error, empty and "no match" states. */
export function TableView({ pages, state, filtered, total, canCreate, onSort, onClear }: TableViewProps) {
  if (pages.isPending) return <Spinner label="Loading deals" />;
  if (pages.isError && !pages.data)
    return (
      <LoadError
        what="the deals"
        error={pages.error}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  const loaded = pages.data?.pages.reduce((n, p) => n + p.items.length, 0) ?? 0;
  if (loaded === 0) {
    return filtered ? (
      <EmptyState
        icon={FileSearch}
        title="No deals match"
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear search and filters
          </Button>
        }
      >
        <p>Nothing matches this search and these filters. Try fewer filters or another search.</p>
      </EmptyState>
    ) : (
      <EmptyState
        icon={Handshake}
        title="No deals yet"
        action={
          canCreate ? (
            <Button asChild>
              <Link to="/transactions/create">New transaction</Link>
            </Button>
          ) : null
        }
      >
        <p>Deals you own, take part in or are assigned to will appear here.</p>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total !== null
          ? `${total.toLocaleString()} deal${total === 1 ? '' : 's'}`
          : `${loaded} deal${loaded === 1 ? '' : 's'} loaded`}
        {pages.isFetching && !pages.isFetchingNextPage ? ' · updating…' : ''}
      </p>
      <TransactionsTable pages={pages} sort={state.sort} onSort={onSort} total={total} />
    </div>
  );
}
