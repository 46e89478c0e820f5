import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';
import { useContactList } from '../api/contacts-api';
import type { ContactsUrlState } from '../lib/contacts-url-state';
import { ContactRow, ROW_GRID } from './contact-row';
import { ListStatus } from './list-status';
import { SelectAllCheckbox } from './select-all-checkbox';

interface ContactsTableProps {
  state: ContactsUrlState;
  total: number | undefined;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onSelectMany: (ids: string[], checked: boolean) => void;
  onClearFilters: () => void;
}

const ROW_HEIGHT = 60;
const HEADERS = ['Name', 'Stage', 'Types', 'Owner', 'Last contacted', 'Tags'];

/** The filtered list: virtualized rows, the next keyset page loaded as the end comes into view. */
export function ContactsTable({
  state,
  total,
  selected,
  onToggle,
  onSelectMany,
  onClearFilters,
}: ContactsTableProps) {
  const list = useContactList(state);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowCount = list.hasNextPage ? items.length + 1 : items.length;
  // The virtualizer re-renders this component itself; nothing here relies on memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetching, dataUpdatedAt, fetchNextPage } = list;

  // A refetch (realtime change, window focus) cancels a next page on its way, and asking for one
  // during a refetch would cancel the refetch: wait for any fetch, and check again whenever one
  // lands (`dataUpdatedAt`), as the same pages may come back with nothing else here changed.
  useEffect(() => {
    if (lastIndex >= items.length - 5 && hasNextPage && !isFetching) void fetchNextPage();
  }, [lastIndex, items.length, hasNextPage, isFetching, dataUpdatedAt, fetchNextPage]);

  if (list.isPending || list.isError || items.length === 0)
    return <ListStatus query={list} filtered={state} onClearFilters={onClearFilters} />;

  const ids = items.map((c) => c.id);
  return (
    <div
      role="table"
      aria-label="Contacts"
      aria-rowcount={(total ?? items.length) + 1}
      aria-busy={list.isFetching}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white text-sm"
    >
      <div role="rowgroup" className="border-b border-slate-200 bg-slate-50">
        <div role="row" aria-rowindex={1} className={cn(ROW_GRID, 'h-10 font-medium text-slate-700')}>
          <div role="columnheader">
            <SelectAllCheckbox ids={ids} selected={selected} onSelectMany={onSelectMany} />
          </div>
          {HEADERS.map((header, i) => (
            <div key={header} role="columnheader" className={i >= 2 ? 'hidden lg:block' : undefined}>
              {header}
            </div>
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        ref={scrollRef}
        data-testid="contacts-scroller"
        className="h-[min(65vh,48rem)] overflow-y-auto"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualRows.map((row) => {
            const contact = items[row.index];
            return (
              <div
                key={contact?.id ?? 'loader'}
                role="row"
                aria-rowindex={row.index + 2}
                aria-selected={contact ? selected.has(contact.id) : undefined}
                className={cn(
                  ROW_GRID,
                  'absolute inset-x-0 border-b border-slate-100',
                  contact && selected.has(contact.id) && 'bg-brand-50',
                )}
                style={{ height: row.size, transform: `translateY(${row.start}px)` }}
              >
                {contact ? (
                  <ContactRow contact={contact} selected={selected.has(contact.id)} onToggle={onToggle} />
                ) : (
                  <div role="cell" className="col-span-full">
                    <Spinner label="Loading more contacts" className="p-2" />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
