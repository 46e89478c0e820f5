import { z } from 'zod';
import { Text } from '../transactions/transaction-common.contract';

/** At most this many photos per listing (ADR 0131). */
export const MAX_PHOTOS_PER_LISTING = 50;
/** A photo upload may be at most this large, and decode to at most this many pixels. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 100_000_000;
/** The longest side of each stored variant, in pixels (never enlarged). */
export const PHOTO_VARIANT_SIZES = { thumb: 320, medium: 1024, large: 2048 } as const;
export type PhotoVariantSize = keyof typeof PHOTO_VARIANT_SIZES;
export const PHOTO_FORMATS = ['webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const PHOTO_VARIANT_PATTERN = /^(thumb|medium|large)\.(webp|jpg)$/;

/** `thumb.webp`: the file name of a variant in the download routes. */
export const photoVariantName = (size: PhotoVariantSize, format: PhotoFormat) => `${size}.${format}`;

export const PhotoIdParams = z.strictObject({
  id: z.uuid('Must be a listing id'),
  photoId: z.uuid('Must be a photo id'),
});
export const PhotoVariantParams = PhotoIdParams.extend({
  variant: z.string().regex(PHOTO_VARIANT_PATTERN, 'thumb, medium or large; .webp or .jpg'),
});

/** The body of an upload is the image itself; the alt text may come along in the query string. */
export const UploadPhotoQuery = z.strictObject({ alt_text: Text(300).optional() });

export const UpdatePhotoInput = z
  .strictObject({
    alt_text: Text(300).nullable().optional(),
    /** Makes this photo the cover (the one shown first); the previous cover stays in its place. */
    cover: z.literal(true).optional(),
  })
  .refine((v) => v.alt_text !== undefined || v.cover !== undefined, {
    message: 'Nothing to change',
    path: ['_'],
  });
export type UpdatePhotoInput = z.infer<typeof UpdatePhotoInput>;

/** The whole set in its new order (ADR 0131). */
export const ReorderPhotosInput = z.strictObject({
  photo_ids: z.array(z.uuid('Must be a photo id')).max(MAX_PHOTOS_PER_LISTING),
});
export type ReorderPhotosInput = z.infer<typeof ReorderPhotosInput>;

export const ListingPhotoDto = z.object({
  id: z.uuid(),
  position: z.number().int(),
  is_cover: z.boolean(),
  alt_text: z.string().nullable(),
  /** Of the largest variant, after EXIF orientation. */
  width: z.number().int(),
  height: z.number().int(),
  original_bytes: z.number().int(),
  stored_bytes: z.number().int(),
  created_at: z.iso.datetime(),
});
export type ListingPhotoDto = z.infer<typeof ListingPhotoDto>;

/** A listing's photos in their arranged order; `version` is the photo set's: every edit is based on it. */
export const ListingPhotosDto = z.object({
  listing_id: z.uuid(),
  version: z.number().int(),
  max_photos: z.number().int(),
  photos: z.array(ListingPhotoDto),
});
export type ListingPhotosDto = z.infer<typeof ListingPhotosDto>;

/** What the public portal and the listings grid show of a photo. */
export const PhotoSummaryDto = z.object({
  id: z.uuid(),
  alt_text: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoSummaryDto = z.infer<typeof PhotoSummaryDto>;
