import type { PhotoSummaryDto } from '@threshold/domain/listings/listing-photo.contract';
import type { DbOrTx } from '../../../platform/db/client';
import { toPhotoSummaries } from './listing-photos.dto';
import { findPhotos, findPhotosOfListings } from './listing-photos.repository';

/** The photos the public portal shows: the cover first, alt text and size only. */
export async function publicPhotosOf(db: DbOrTx, listingId: string) {
  return toPhotoSummaries(await findPhotos(db, listingId));
}

/** Each listing's photos, cover first (the listings grid shows the first as its thumbnail). */
export async function photoSummariesOfListings(db: DbOrTx, listingIds: string[]) {
  const rows = await findPhotosOfListings(db, listingIds);
  const byListing = new Map<string, typeof rows>();
  for (const row of rows) byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), row]);
  const summaries = new Map<string, PhotoSummaryDto[]>();
  for (const [listingId, photos] of byListing) summaries.set(listingId, toPhotoSummaries(photos));
  return summaries;
}
