import type { PhotoSummaryDto } from '@threshold/domain/listings/listing-photo.contract';
import { Home } from 'lucide-react';
import { listingPhotoUrl } from './photo-urls';

/** The cover in a list row, or a quiet placeholder of the same size. */
export function ListingThumbnail({ listingId, photo }: { listingId: string; photo: PhotoSummaryDto | null }) {
  if (!photo)
    return (
      <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded bg-slate-100" aria-hidden>
        <Home className="h-5 w-5 text-slate-400" />
      </span>
    );
  return (
    <img
      src={listingPhotoUrl(listingId, photo.id, 'thumb')}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      className="h-12 w-16 shrink-0 rounded bg-slate-100 object-cover"
    />
  );
}
