import sharp, { type Sharp } from 'sharp';
import {
  MAX_PHOTO_PIXELS,
  PHOTO_FORMATS,
  PHOTO_VARIANT_SIZES,
  photoVariantName,
  type PhotoVariantSize,
} from '@threshold/domain/listings/listing-photo.contract';
import { transformUploadedImage } from '../../../platform/storage/uploaded-image';

export interface MadeVariant {
  name: string;
  body: Buffer;
  width: number;
  height: number;
}

const ENCODE = {
  webp: (image: Sharp) => image.webp({ quality: 80 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 82, progressive: true }),
} as const;

/**
 * Every stored variant of an uploaded photo (ADR 0131): decoded once — with the EXIF orientation
 * applied, flattened onto white and converted to sRGB — into the largest size as raw pixels, then
 * each size is resized from that and encoded as WebP and JPEG. sharp writes no metadata unless told
 * to, so location and camera details never reach the stored files. More than MAX_PHOTO_PIXELS, or
 * anything sharp cannot decode (a HEIC without a decoder, a truncated file), is a 400 on `file`
 * (transformUploadedImage).
 */
export async function makePhotoVariants(input: Buffer): Promise<MadeVariant[]> {
  const raw = await transformUploadedImage(input, MAX_PHOTO_PIXELS, (image) =>
    image
      .resize({
        width: PHOTO_VARIANT_SIZES.large,
        height: PHOTO_VARIANT_SIZES.large,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const { width, height, channels } = raw.info;
  const made: MadeVariant[] = [];
  for (const size of Object.keys(PHOTO_VARIANT_SIZES) as PhotoVariantSize[]) {
    const edge = PHOTO_VARIANT_SIZES[size];
    for (const format of PHOTO_FORMATS) {
      const resized = sharp(raw.data, { raw: { width, height, channels } }).resize({
        width: edge,
        height: edge,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const { data, info } = await ENCODE[format](resized).toBuffer({ resolveWithObject: true });
      made.push({ name: photoVariantName(size, format), body: data, width: info.width, height: info.height });
    }
  }
  return made;
}

export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;

export const variantContentType = (name: string) => (name.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
