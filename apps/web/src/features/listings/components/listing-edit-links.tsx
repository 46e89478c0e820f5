import type { ListingDto } from '@threshold/domain/listings/create-listing.contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The listing page's ways into the edit screens (the listing's terms; the property's facts). */
export function ListingEditLinks({ listing }: { listing: ListingDto }) {
  return (
    <>
      <Button variant="secondary" asChild>
        <Link to={`/real-estate/listings/${listing.id}/edit`}>Edit listing</Link>
      </Button>
      <Button variant="secondary" asChild>
        <Link to={`/real-estate/properties/${listing.property.id}/edit?listing=${listing.id}`}>
          Edit property
        </Link>
      </Button>
    </>
  );
}
