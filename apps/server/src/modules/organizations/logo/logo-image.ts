import { LOGO_MAX_EDGE } from '@threshold/domain/organizations/organization-logo.contract';
import { transformUploadedImage } from '../../../platform/storage/uploaded-image';

/** A logo decoding to more pixels than this is refused. */
const MAX_LOGO_INPUT_PIXELS = 40_000_000;

export interface NormalizedLogo {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * The stored form of an uploaded logo (ADR 0175): EXIF orientation applied, converted to sRGB, fit
 * inside LOGO_MAX_EDGE (never enlarged) and encoded as PNG so transparency survives, without the
 * upload's metadata.
 */
export async function normalizeLogo(input: Buffer): Promise<NormalizedLogo> {
  const { data, info } = await transformUploadedImage(input, MAX_LOGO_INPUT_PIXELS, (image) =>
    image
      .resize({ width: LOGO_MAX_EDGE, height: LOGO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true }),
  );
  return { body: data, width: info.width, height: info.height };
}
