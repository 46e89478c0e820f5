import type { PhotoSummaryDto } from '@threshold/domain/listings/listing-photo.contract';
import { portalPhotoUrl } from '../api/offer-portal-api';

/**
 * The listing's photos on the public portal, cover first: the cover across the screen (sized for a
 * phone, larger on wide screens), the others in a row that scrolls sideways; all lazy with their size set.
 */
export function PortalPhotos({ linkKey, photos }: { linkKey: string; photos: PhotoSummaryDto[] }) {
  if (!photos.length) return null;
  const [cover, ...rest] = photos;
  const srcSet = (id: string) =>
    `${portalPhotoUrl(linkKey, id, 'medium')} 1024w, ${portalPhotoUrl(linkKey, id, 'large')} 2048w`;
  return (
    <section aria-label="Photos" className="space-y-2">
      <img
        src={portalPhotoUrl(linkKey, cover!.id, 'medium')}
        srcSet={srcSet(cover!.id)}
        sizes="(min-width: 672px) 672px, 100vw"
        alt={cover!.alt_text ?? ''}
        width={cover!.width}
        height={cover!.height}
        fetchPriority="high"
        data-testid="portal-cover-photo"
        className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
      />
      {rest.length ? (
        <ul className="flex snap-x gap-2 overflow-x-auto pb-1">
          {rest.map((p) => (
            <li key={p.id} className="shrink-0 snap-start">
              <a href={portalPhotoUrl(linkKey, p.id, 'large')} target="_blank" rel="noreferrer">
                <img
                  src={portalPhotoUrl(linkKey, p.id, 'thumb')}
                  alt={p.alt_text ?? ''}
                  width={p.width}
                  height={p.height}
                  loading="lazy"
                  className="h-24 w-32 rounded-md bg-slate-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
