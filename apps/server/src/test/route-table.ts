import { apiRoutes } from '../app';
import { loadConfig } from '../platform/config';
import type { AppDeps } from '../platform/deps';

/**
 * Every API route as declared, for tests that read the route table (access rules, versioning):
 * built with the default configuration and no live database, mailer or logger — declaring routes
 * never touches them.
 */
export function declaredRoutes() {
  return apiRoutes({ config: loadConfig({}), db: {}, logger: {}, mailer: {}, realtime: {} } as unknown as AppDeps);
}
