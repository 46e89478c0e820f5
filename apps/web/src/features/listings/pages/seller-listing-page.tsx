import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListing } from '../api/listings-api';
import { ListingFacts } from '../components/listing-facts';
import { ListingLoadError } from '../components/listing-load-error';
import { ListingOffers } from '../components/listing-offers';
import { ListingStatusBadge } from '../components/listing-status-badge';
import { addressLine, formatCents } from '../lib/listing-format';

/**
 * /my-listings/:id — a seller client's read-only view of their listing (ADR 0099, 0134): facts, status,
 * price history, days on market and the offers side by side; no internal notes, no staff actions.
 */
export function SellerListingPage() {
  const { id = '' } = useParams();
  const listing = useListing(id);
  useDocumentTitle(listing.data ? listing.data.property.address.line1 : 'Your listing');
  if (listing.isPending) return <Spinner label="Loading your listing" />;
  if (listing.isError)
    return (
      <>
        <ListingLoadError error={listing.error} onRetry={() => void listing.refetch()} />
        <Link to="/dashboard" className="mt-3 inline-block underline">
          Back to your dashboard
        </Link>
      </>
    );
  const l = listing.data;
  const agent = [l.owner.first_name, l.owner.last_name].filter(Boolean).join(' ');
  return (
    <>
      <PageHeader
        title={addressLine(l.property.address)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <ListingStatusBadge status={l.status} />
            <span>
              {formatCents(l.list_price_cents)} · {l.days_on_market} days on market · your agent {agent}
            </span>
          </span>
        }
      />
      <div className="space-y-6">
        <ListingOffers listingId={l.id} canManage={false} />
        <ListingFacts listing={l} />
      </div>
    </>
  );
}
