import type { PhotoFormat, PhotoVariantSize } from '@threshold/domain/listings/listing-photo.contract';
import { photoVariantName } from '@threshold/domain/listings/listing-photo.contract';
import { config } from '@/lib/env';

/** A variant for signed-in readers of the listing (the cookie goes with the image request). */
export const listingPhotoUrl = (
  listingId: string,
  photoId: string,
  size: PhotoVariantSize,
  format: PhotoFormat = 'webp',
) => `${config.apiUrl}/api/listings/${listingId}/photos/${photoId}/${photoVariantName(size, format)}`;
