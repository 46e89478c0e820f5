import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useListingOffers } from '../api/offers-api';
import { OffersGrid } from './offers-grid';

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
        <Alert tone="error" title="The offers could not be loaded">
          {errorMessage(offers.error)}
        </Alert>
      ) : (
        <OffersGrid offers={offers.data.items} canManage={canManage} />
      )}
    </section>
  );
}
