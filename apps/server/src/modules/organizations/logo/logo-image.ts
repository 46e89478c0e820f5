import sharp from 'sharp';
import { LOGO_MAX_EDGE } from '@threshold/domain/organizations/organization-logo.contract';
import { AppError } from '../../../platform/http/errors';

/** A logo decoding to more pixels than this is refused (a small file can still be a huge image). */
const MAX_LOGO_INPUT_PIXELS = 40_000_000;

export interface NormalizedLogo {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * The stored form of an uploaded logo (ADR 0175): EXIF orientation applied, converted to sRGB, fit
 * inside LOGO_MAX_EDGE (never enlarged) and encoded as PNG so transparency survives. sharp writes no
 * metadata unless told to, so EXIF, XMP and ICC details of the upload never reach the stored file.
 */
export async function normalizeLogo(input: Buffer): Promise<NormalizedLogo> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_LOGO_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: LOGO_MAX_EDGE, height: LOGO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new AppError('VALIDATION_FAILED', 'The image could not be used', {
      file: /pixel limit/i.test(message)
        ? `The image has more than ${MAX_LOGO_INPUT_PIXELS / 1_000_000} megapixels`
        : 'The image could not be decoded',
    });
  }
}
