import type { AppDeps } from '../../platform/deps';
import type { RouteDefinition } from '../../platform/http/route';
import { listingRoutes } from './listings.routes';

/** Every route of the listings area: properties, listings, offer links, offers and the public portal. */
export function listingsApiRoutes({ db }: AppDeps): RouteDefinition[] {
  return [...listingRoutes(db)];
}
