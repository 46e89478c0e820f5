import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTransactionPages } from '../../api/list-api';
import { STATUS_LABELS } from '../../model/labels';
import { toApiQuery, type ListState } from '../../model/list-state';
import { LoadError } from '@/components/ui/load-error';
import { DealCard } from './deal-card';

interface BoardColumnProps {
  status: TransactionStatus;
  state: ListState;
  count: number | undefined;
}

/** One status of the pipeline: its total and its deals, 20 at a time. */
export function BoardColumn({ status, state, count }: BoardColumnProps) {
  const pages = useTransactionPages({ ...toApiQuery(state), status }, 20);
  const deals = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const headingId = `board-${status}`;
  return (
    <section aria-labelledby={headingId} className="flex w-64 shrink-0 flex-col rounded-lg bg-slate-100 p-2">
      <h2
        id={headingId}
        className="flex items-center justify-between px-1 pb-2 text-sm font-semibold text-slate-900"
      >
        {STATUS_LABELS[status]}
        <span className="rounded-full bg-white px-2 text-xs text-slate-700">
          <span className="sr-only">, </span>
          {count ?? '…'}
          <span className="sr-only"> deals</span>
        </span>
      </h2>
      {pages.isPending ? <Spinner label="Loading" className="p-3" /> : null}
      {pages.isError && !pages.data ? (
        <LoadError what="this column" error={pages.error} onRetry={() => void pages.refetch()} />
      ) : null}
      {pages.data && deals.length === 0 ? <p className="px-1 py-3 text-sm text-slate-600">No deals</p> : null}
      <ul className="space-y-2">
        {deals.map((deal) => (
          <DealCard key={deal.id} deal={deal} />
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {pages.isFetchingNextPage ? 'Loading…' : 'Show more'}
          <span className="sr-only"> {STATUS_LABELS[status]} deals</span>
        </Button>
      ) : null}
    </section>
  );
}
