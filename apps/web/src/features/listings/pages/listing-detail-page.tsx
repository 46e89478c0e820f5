import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PresenceAvatars } from '@/components/ui/presence-avatars';
import { usePresence } from '@/lib/realtime';
import { useListing } from '../api/listings-api';
import { ListingEditLinks } from '../components/listing-edit-links';
import { ListingFacts } from '../components/listing-facts';
import { ListingOffers } from '../components/listing-offers';
import { ListingPriceEditor } from '../components/listing-price-editor';
import { OfferLinkPanel } from '../components/offer-link-panel';
import { ListingPhotoHeader } from '../components/photos/listing-photo-header';
import { PhotoManager } from '../components/photos/photo-manager';
import { ListingStatusBadge } from '../components/listing-status-badge';
import { ListingStatusControl } from '../components/listing-status-control';
import { addressLine, formatCents } from '../lib/listing-format';

const personName = (p: { first_name: string | null; last_name: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || 'an agent';

/** /real-estate/listings/:id — details, history, status, the offer link and the offers. */
export function ListingDetailPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const listing = useListing(id);
  // Who else has this listing open now (ADR 0176), once it loaded (the server refuses the rest).
  const presence = usePresence(listing.isSuccess ? `listing:${id}` : null, me.user.id);
  useDocumentTitle(listing.data ? listing.data.property.address.line1 : 'Listing');

  if (listing.isPending) return <Spinner label="Loading listing" />;
  if (listing.isError)
    return (
      <Alert
        tone="error"
        title={
          isApiError(listing.error) && listing.error.status === 404
            ? 'Listing not found'
            : 'The listing could not be loaded'
        }
      >
        {isApiError(listing.error) && listing.error.status === 404
          ? 'It does not exist, or it is outside what you can see.'
          : errorMessage(listing.error)}{' '}
        <Link to="/real-estate" className="underline">
          Back to Real Estate
        </Link>
      </Alert>
    );
  const l = listing.data;
  const canManage = me.permissions.includes('manage:properties');
  const coAgents = l.agents.filter((a) => !a.primary);
  return (
    <>
      <PageHeader
        title={addressLine(l.property.address)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <ListingStatusBadge status={l.status} />
            <span>
              {formatCents(l.list_price_cents)} · {l.kind === 'sale' ? 'for sale' : 'for rent'} · listed by{' '}
              {personName(l.owner)}
            </span>
            {coAgents.length ? (
              <span data-testid="co-listing-agents">
                · co-listing {coAgents.length === 1 ? 'agent' : 'agents'}:{' '}
                {coAgents.map(personName).join(', ')}
              </span>
            ) : null}
          </span>
        }
        actions={
          <>
            <PresenceAvatars people={presence.others} />
            {canManage && l.allowed_next_statuses.length ? <ListingEditLinks listing={l} /> : null}
            {l.transaction_id ? (
              <Button variant="secondary" asChild>
                <Link to={`/transactions/${l.transaction_id}`}>Open the deal</Link>
              </Button>
            ) : null}
          </>
        }
      />
      <ListingPhotoHeader listingId={l.id} />
      {canManage ? (
        <div className="mb-6">
          <div className="flex flex-wrap items-start gap-6">
            <ListingStatusControl key={l.version} listing={l} />
            {l.allowed_next_statuses.length ? (
              <ListingPriceEditor key={`price-${l.version}`} listing={l} />
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="space-y-6">
        {canManage ? <PhotoManager listingId={l.id} canManage /> : null}
        <OfferLinkPanel listingId={l.id} canManage={canManage} />
        <ListingOffers listingId={l.id} canManage={canManage} />
        <ListingFacts listing={l} />
      </div>
    </>
  );
}
