import type { FileAreaDeps } from '../../../platform/storage/file-area-deps';
import { Readable } from 'node:stream';
import { AppError, notFound } from '../../../platform/http/errors';
import type { PhotoRow } from './listing-photos.repository';
import { variantContentType } from './photo-variants';

/**
 * Streams one variant. A photo's variants never change (a new image is a new photo), so the browser
 * may keep it for an hour in its private cache; access was checked before this is called (ADR 0131).
 */
export async function photoResponse(
  files: FileAreaDeps,
  photo: Pick<PhotoRow, 'id' | 'variants'>,
  variant: string,
) {
  const stored = photo.variants[variant];
  if (!stored) throw notFound('Photo');
  const body = await files.storage.get(stored.key);
  if (!body) throw new AppError('INTERNAL', 'The stored photo is missing');
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: 200,
    headers: {
      'Content-Type': variantContentType(variant),
      'Content-Length': String(stored.bytes),
      'Cache-Control': 'private, max-age=3600',
      ETag: `"${photo.id}-${variant}"`,
    },
  });
}
