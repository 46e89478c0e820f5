import type { PhotoSummaryDto } from '@threshold/domain/listings/listing-photo.contract';
import type { DbOrTx } from '../../../platform/db/client';
import { toPhotoSummaries } from './listing-photos.dto';
import { findCoverPhotos, findPhotos } from './listing-photos.repository';

/** The photos the public portal shows: the cover first, alt text and size only. */
export async function publicPhotosOf(db: DbOrTx, listingId: string) {
  return toPhotoSummaries(await findPhotos(db, listingId));
}

/** Each listing's cover (the listings grid's thumbnail); listings without photos are absent. */
export async function coverPhotosOf(db: DbOrTx, listingIds: string[]) {
  const covers = new Map<string, PhotoSummaryDto>();
  for (const { listingId, id, altText, width, height } of await findCoverPhotos(db, listingIds))
    covers.set(listingId, { id, alt_text: altText, width, height });
  return covers;
}
