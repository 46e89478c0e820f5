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
  field = 'file',
): Promise<T> {
  try {
    return await pipeline(sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient());
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new AppError('VALIDATION_FAILED', 'The image could not be used', {
      [field]: /pixel limit/i.test(message)
        ? `The image has more than ${maxPixels / 1_000_000} megapixels`
        : 'The image could not be decoded',
    });
  }
}

export interface ImageBounds {
  /** Refused beyond this many pixels, before anything is decoded. */
  maxPixels: number;
  /** Shrunk (never enlarged) to fit inside this box. */
  fit: { width: number; height: number };
  /** PNG keeps transparency (a drawn signature); JPEG on white is small and embeds in a PDF as is. */
  format: 'png' | 'jpeg';
  /** The request field a refusal names. */
  field: string;
}

/**
 * Every image the server decodes for a PDF goes through here (photos, logos and maintenance
 * pictures have pipelines of their own on transformUploadedImage): the pixel count is checked from
 * the header before decoding, the work runs on libuv's pool (sharp) rather than the event loop, and
 * what comes out is small enough for pdf-lib to embed at once (a JPEG is copied, not decoded).
 */
export async function boundedImage(input: Buffer, bounds: ImageBounds) {
  const { data, info } = await transformUploadedImage(
    input,
    bounds.maxPixels,
    (image) => {
      const fitted = image.resize({ ...bounds.fit, fit: 'inside', withoutEnlargement: true });
      const encoded =
        bounds.format === 'png'
          ? fitted.png({ compressionLevel: 9 })
          : fitted.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
      return encoded.toBuffer({ resolveWithObject: true });
    },
    bounds.field,
  );
  return { bytes: data, width: info.width, height: info.height };
}
