import { Building, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FilteredListResults } from '@/components/filtered-list-results';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListingList } from '../api/listings-api';
import { ListingsFilters } from '../components/listings-filters';
import { ListingsSummaryTiles } from '../components/listings-summary-tiles';
import { ListingsTable } from '../components/listings-table';
import { readListingsUrl, toListingsApiParams, writeListingsUrl } from '../lib/listings-url-state';

/** /real-estate: the listings in the caller's scope, filtered by the URL. */
export function RealEstatePage() {
  useDocumentTitle('Real Estate');
  const me = useMe();
  const canManage = me.permissions.includes('manage:properties');
  const [search, setSearch] = useSearchParams();
  const state = readListingsUrl(search);
  const list = useListingList(toListingsApiParams(state));
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
      <FilteredListResults
        list={list}
        noun={{ one: 'listing', many: 'listings' }}
        icon={Building}
        filtered={filtered}
        onClearFilters={() => setSearch(new URLSearchParams())}
        emptyText={
          filtered
            ? 'Try another status or price range.'
            : 'Add a property, then list it: its offers, price changes and status will show here.'
        }
      >
        {(items) => <ListingsTable items={items} />}
      </FilteredListResults>
    </>
  );
}
