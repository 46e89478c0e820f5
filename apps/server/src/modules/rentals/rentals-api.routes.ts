import type { AppDeps } from '../../platform/deps';
import type { RouteDefinition } from '../../platform/http/route';
import { maintenanceRoutes } from './maintenance.routes';
import { scheduleRentCharges } from './rent-charge-job';
import { rentStatementRoutes } from './rent-statements.routes';
import { rentalLedgerRoutes } from './rentals-ledger.routes';
import { rentalRoutes } from './rentals.routes';

/** Every route of the rentals area (/api/rentals), and its daily charge job when a runner is given. */
export function rentalsApiRoutes(deps: AppDeps): RouteDefinition[] {
  scheduleRentCharges(deps);
  return [
    ...rentalRoutes(deps.db),
    ...rentalLedgerRoutes(deps.db),
    ...maintenanceRoutes(deps.db),
    ...rentStatementRoutes(deps.db),
  ];
}
