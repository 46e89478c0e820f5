import type { AppDeps } from '../../platform/deps';
import type { RouteDefinition } from '../../platform/http/route';
import { listingRoutes } from './listings.routes';
import { offerPortalRoutes } from './offer-portal.routes';
import { offerRoutes } from './offers.routes';

/** Every route of the listings area: properties, listings, offer links, offers and the public portal. */
export function listingsApiRoutes(deps: AppDeps): RouteDefinition[] {
  return [...listingRoutes(deps.db), ...offerRoutes(deps), ...offerPortalRoutes(deps)];
}
