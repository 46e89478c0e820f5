import type { Config } from '../../platform/config';
import type { RouteDefinition } from '../../platform/http/route';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { offerAttachmentRoutes } from './offer-attachments/offer-attachments.routes';
import { listingPhotoRoutes } from './photos/listing-photos.routes';

/** The listings area's stored files (ADR 0131/0132): listing photos and offer attachments. */
export function listingMediaRoutes(
  files: FileAreaDeps,
  config: Pick<Config, 'rateLimits'>,
): RouteDefinition[] {
  return [...listingPhotoRoutes(files, config), ...offerAttachmentRoutes(files, config)];
}
