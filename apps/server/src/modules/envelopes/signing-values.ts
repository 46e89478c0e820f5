import type { SigningValue } from '@threshold/domain/envelopes/signing.contract';
import { formatIsoDate } from '@threshold/domain/templates/merge-fields';
import { AppError } from '../../platform/http/errors';
import { boundedImage } from '../../platform/storage/uploaded-image';
import type { FieldRow } from './envelopes.repository';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A drawing pad at any screen's pixel ratio stays far below this; a larger image is refused undecoded. */
export const MAX_DRAWING_PIXELS = 8_000_000;
/** What a drawing is kept at: sharp in any signature box, small to embed in the sealed PDF. */
const DRAWING_BOX = { width: 1800, height: 900 };

/**
 * Drawn signatures and initials re-encoded within bounds before anything else reads them: a tiny
 * PNG can declare a huge image, and the sealing step (pdf-lib) decodes PNGs on the event loop.
 * Refused with a 400 on `values.<key>` when over the limit or not decodable.
 */
export async function boundDrawings(values: Record<string, SigningValue>): Promise<Record<string, SigningValue>> {
  const bounded: Record<string, SigningValue> = {};
  for (const [key, value] of Object.entries(values)) {
    const bytes = 'png' in value ? Buffer.from(value.png, 'base64') : null;
    // Not a drawing, or not a PNG at all (checkSigningValues names that one).
    if (!bytes?.subarray(0, 8).equals(PNG_MAGIC)) {
      bounded[key] = value;
      continue;
    }
    const image = await boundedImage(bytes, {
      maxPixels: MAX_DRAWING_PIXELS,
      fit: DRAWING_BOX,
      format: 'png',
      field: `values.${key}`,
    });
    bounded[key] = { png: image.bytes.toString('base64') };
  }
  return bounded;
}

/** The date a date-signed field shows when the signer finishes at `now` (UTC), as it is sealed. */
export const dateSignedText = (now: Date) => formatIsoDate(now.toISOString().slice(0, 10));

const KIND_ACCEPTS: Record<string, (v: SigningValue) => boolean> = {
  signature: (v) => 'text' in v || 'png' in v,
  initials: (v) => 'text' in v || 'png' in v,
  text: (v) => 'text' in v,
  checkbox: (v) => 'checked' in v,
  date_signed: () => true,
};

/**
 * The values a recipient gives for their fields, checked: each of their own fields only, of the
 * right kind, required ones present, drawings real PNGs. Date-signed fields get the server's date.
 */
export function checkSigningValues(
  fields: readonly FieldRow[],
  values: Record<string, SigningValue>,
  now: Date,
) {
  const errors: Record<string, string> = {};
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(values))
    if (!byKey.has(key)) errors[`values.${key}`] = 'Not one of your fields';
  const out: { id: string; value: SigningValue }[] = [];
  for (const f of fields) {
    if (f.kind === 'date_signed') {
      out.push({ id: f.id, value: { text: dateSignedText(now) } });
      continue;
    }
    const v = values[f.key];
    if (!v) {
      if (f.kind === 'checkbox') out.push({ id: f.id, value: { checked: false } });
      else if (f.required) errors[`values.${f.key}`] = `${f.label || f.kind} is required`;
      continue;
    }
    if (!KIND_ACCEPTS[f.kind]!(v)) {
      errors[`values.${f.key}`] = 'This kind of value does not fit the field';
      continue;
    }
    if ('png' in v && !Buffer.from(v.png, 'base64').subarray(0, 8).equals(PNG_MAGIC)) {
      errors[`values.${f.key}`] = 'The drawing is not a PNG image';
      continue;
    }
    out.push({ id: f.id, value: v });
  }
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not filled in correctly', errors);
  return out;
}
