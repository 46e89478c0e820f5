import { Building, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListingList } from '../api/listings-api';
import { ListingsFilters } from '../components/listings-filters';
import { ListingsSummaryTiles } from '../components/listings-summary-tiles';
import { ListingsTable } from '../components/listings-table';
import { readListingsUrl, toListingsApiParams, writeListingsUrl } from '../lib/listings-url-state';
import { LoadError } from '@/components/ui/load-error';
import { ShowMore } from '@/components/ui/show-more';

/** /real-estate: the listings in the caller's scope, filtered by the URL. */
export function RealEstatePage() {
  useDocumentTitle('Real Estate');
  const me = useMe();
  const canManage = me.permissions.includes('manage:properties');
  const [search, setSearch] = useSearchParams();
  const state = readListingsUrl(search);
  const list = useListingList(toListingsApiParams(state));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = search.toString() !== '';

  return (
    <>
      <PageHeader
        title="Real Estate"
        description="Your listings: status, price, days on market and offers waiting for an answer."
        actions={
          canManage ? (
            <>
              <Button variant="secondary" asChild>
                <Link to="/real-estate/properties/new">New property</Link>
              </Button>
              <Button asChild>
                <Link to="/real-estate/listings/new">
                  <Plus aria-hidden="true" className="h-4 w-4" /> New listing
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      <ListingsSummaryTiles />
      <ListingsFilters
        key={search.toString()}
        state={state}
        onChange={(next) => setSearch(writeListingsUrl(next))}
      />
      {list.isPending ? (
        <Spinner label="Loading listings" />
      ) : list.isError ? (
        <LoadError what="the listings" error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Building}
          title={filtered ? 'No listings match these filters' : 'No listings yet'}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => setSearch(new URLSearchParams())}>
                Clear filters
              </Button>
            ) : null
          }
        >
          <p>
            {filtered
              ? 'Try another status or price range.'
              : 'Add a property, then list it: its offers, price changes and status will show here.'}
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {items.length} listing{items.length === 1 ? '' : 's'} shown
          </p>
          <ListingsTable items={items} />
          <ShowMore pages={list} />
        </>
      )}
    </>
  );
}
