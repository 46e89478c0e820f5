import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { TransactionSort } from '@threshold/domain/transactions/list-transactions.contract';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import type { useTransactionPages } from '../../api/list-api';
import { ROW_HEIGHT, TransactionRow } from './transaction-row';
import { SortableHeader } from './sortable-header';

interface TransactionsTableProps {
  pages: ReturnType<typeof useTransactionPages>;
  sort: TransactionSort;
  onSort: (sort: TransactionSort) => void;
  /** Total rows under the filters (from /counts), for screen readers; null while unknown. */
  total: number | null;
}

/** Load the next page when the window gets this close to the last loaded row. */
const PREFETCH_ROWS = 30;

/**
 * Virtualized deals table: only the rows in view (plus a margin) are in the DOM, so 10,000 rows
 * scroll like 50. Pages of 100 are fetched as the user approaches the end of what is loaded.
 */
export function TransactionsTable({ pages, sort, onSort, total }: TransactionsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  const { hasNextPage, isFetching, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = pages;

  // The virtualizer re-renders this component on scroll by design (no React Compiler here).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Rows for the first paint, before the container has been measured.
    initialRect: { width: 1000, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  // The next page is asked for once no fetch of the list is running: a refetch (a live update
  // re-reads every loaded page) would otherwise cancel it. When that fetch ends, this runs again, so
  // a table already scrolled to the end still gets its next page without another scroll.
  useEffect(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError && lastIndex >= rows.length - PREFETCH_ROWS)
      void fetchNextPage();
  }, [lastIndex, rows.length, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  // A new filter or sort starts at the top.
  const firstPage = pages.data?.pages[0];
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [firstPage]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Deals table"
      tabIndex={0}
      className="focus-ring h-[65vh] min-h-80 overflow-auto rounded-lg border border-slate-200 bg-white"
    >
      <table
        className="w-full min-w-[56rem] table-fixed border-collapse text-left"
        aria-rowcount={total !== null ? total + 1 : -1}
      >
        <caption className="sr-only">Deals</caption>
        <colgroup>
          <col className="w-[26%]" />
          <col className="w-[12%]" />
          <col className="w-[11%]" />
          <col className="w-[12%]" />
          <col className="w-[14%]" />
          <col className="w-[12%]" />
          <col className="w-[13%]" />
        </colgroup>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-700 shadow-[0_1px_0_var(--color-slate-200)]">
          <tr aria-rowindex={1}>
            <SortableHeader label="Address" field="address" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Side
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Agent
            </th>
            <SortableHeader label="Closing" field="closing_date" sort={sort} onSort={onSort} />
            <SortableHeader label="Price" field="price" sort={sort} onSort={onSort} className="text-right" />
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={7} style={{ height: paddingTop }} />
            </tr>
          ) : null}
          {items.map((item) => (
            <TransactionRow key={rows[item.index]!.id} deal={rows[item.index]!} index={item.index} />
          ))}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={7} style={{ height: paddingBottom }} />
            </tr>
          ) : null}
          {isFetchingNextPage ? (
            <tr>
              <td colSpan={7} className="p-3 text-center text-sm text-slate-600" role="status">
                Loading more deals…
              </td>
            </tr>
          ) : null}
          {isFetchNextPageError ? (
            <tr>
              <td colSpan={7} className="p-3 text-center text-sm text-red-800" role="alert">
                Could not load more deals. {errorMessage(pages.error)}{' '}
                <Button size="sm" variant="secondary" onClick={() => void fetchNextPage()}>
                  Try again
                </Button>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
