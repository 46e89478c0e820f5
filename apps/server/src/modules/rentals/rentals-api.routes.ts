import type { AppDeps } from '../../platform/deps';
import type { RouteDefinition } from '../../platform/http/route';
import { maintenanceRoutes } from './maintenance.routes';
import { rentalLedgerRoutes } from './rentals-ledger.routes';
import { rentalRoutes } from './rentals.routes';

/** Every route of the rentals area (/api/rentals). */
export function rentalsApiRoutes(deps: AppDeps): RouteDefinition[] {
  return [...rentalRoutes(deps.db), ...rentalLedgerRoutes(deps.db), ...maintenanceRoutes(deps.db)];
}
