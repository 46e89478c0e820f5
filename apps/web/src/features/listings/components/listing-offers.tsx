import { Spinner } from '@/components/ui/spinner';
import { useListingOffers } from '../api/offers-api';
import { OffersGrid } from './offers-grid';
import { LoadError } from '@/components/ui/load-error';

/** The offers section of a listing page. */
export function ListingOffers({ listingId, canManage }: { listingId: string; canManage: boolean }) {
  const offers = useListingOffers(listingId);
  return (
    <section aria-labelledby="offers-heading" className="space-y-3">
      <h2 id="offers-heading" className="text-lg font-semibold text-slate-900">
        Offers
      </h2>
      {offers.isPending ? (
        <Spinner label="Loading offers" />
      ) : offers.isError ? (
        <LoadError what="the offers" error={offers.error} onRetry={() => void offers.refetch()} />
      ) : (
        <OffersGrid offers={offers.data.items} canManage={canManage} />
      )}
    </section>
  );
}
