import sharp, { type Sharp } from 'sharp';
import { AppError } from '../http/errors';

/**
 * Decodes an uploaded image for a module's own pipeline (listing photos ADR 0131, organization logo
 * ADR 0175): refused beyond `maxPixels` (a small file can still be a huge image), EXIF orientation
 * applied. sharp writes no metadata unless told to, so location, camera and ICC details of the upload
 * never reach what the pipeline stores. Anything sharp cannot decode or finish (a HEIC without a
 * decoder, a truncated file) is a 400 on `file`.
 */
export async function transformUploadedImage<T>(
  input: Buffer,
  maxPixels: number,
  pipeline: (image: Sharp) => Promise<T>,
): Promise<T> {
  try {
    return await pipeline(sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient());
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new AppError('VALIDATION_FAILED', 'The image could not be used', {
      file: /pixel limit/i.test(message)
        ? `The image has more than ${maxPixels / 1_000_000} megapixels`
        : 'The image could not be decoded',
    });
  }
}
