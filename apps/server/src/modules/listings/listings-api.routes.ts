import type { AppDeps } from '../../platform/deps';
import type { RouteDefinition } from '../../platform/http/route';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { listingRoutes } from './listings.routes';
import { offerAttachmentRoutes } from './offer-attachments/offer-attachments.routes';
import { offerPortalRoutes } from './offer-portal.routes';
import { offerRoutes } from './offers.routes';
import { listingPhotoRoutes } from './photos/listing-photos.routes';

/** Every route of the listings area: properties, listings, photos, offer links, offers and the public portal. */
export function listingsApiRoutes(deps: AppDeps, files: FileAreaDeps): RouteDefinition[] {
  return [
    ...listingRoutes(deps.db),
    ...listingPhotoRoutes(files, deps.config),
    ...offerRoutes(deps),
    ...offerAttachmentRoutes(files, deps.config),
    ...offerPortalRoutes(deps),
  ];
}
