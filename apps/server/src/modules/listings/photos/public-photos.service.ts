import { notFound } from '../../../platform/http/errors';
import type { FileAreaDeps } from '../../../platform/storage/file-area-deps';
import { findAcceptingLink } from '../offer-links.service';
import { getPhoto } from './listing-photos.repository';
import { photoResponse } from './photo-response';

/** A variant through an offer link: only while the link takes offers (the same 404 as the summary). */
export async function publicPhotoVariant(
  files: FileAreaDeps,
  linkKey: string,
  photoId: string,
  variant: string,
) {
  const { listing } = await findAcceptingLink(files.db, linkKey);
  const photo = await getPhoto(files.db, listing.id, photoId);
  if (!photo) throw notFound('Photo');
  return photoResponse(files, photo, variant);
}
