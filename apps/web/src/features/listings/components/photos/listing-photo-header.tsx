import { coverFirst } from '@threshold/domain/listings/photo-order';
import { listingPhotoUrl } from './photo-urls';
import { useListingPhotos } from './use-listing-photos';

/** The listing page's header pictures: the cover large, the next few small. Nothing while there are none. */
export function ListingPhotoHeader({ listingId }: { listingId: string }) {
  const photos = useListingPhotos(listingId);
  if (!photos.data?.photos.length) return null;
  const [cover, ...rest] = coverFirst(photos.data.photos);
  return (
    <div className="mb-6 grid gap-2 sm:grid-cols-[2fr_1fr]">
      <img
        src={listingPhotoUrl(listingId, cover!.id, 'medium')}
        alt={cover!.alt_text ?? ''}
        width={cover!.width}
        height={cover!.height}
        className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
      />
      {rest.length ? (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:content-start" aria-label="More photos">
          {rest.slice(0, 4).map((p) => (
            <li key={p.id}>
              <img
                src={listingPhotoUrl(listingId, p.id, 'thumb')}
                alt={p.alt_text ?? ''}
                width={p.width}
                height={p.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
