import type { Logger } from '../../platform/logger';
import type { RouteDefinition } from '../../platform/http/route';
import { scheduleEnvelopeSweep } from './envelope-jobs';
import type { EnvelopeDeps } from './envelopes-deps';
import { envelopeRoutes } from './envelopes.routes';
import { signingRoutes } from './signing.routes';

/** E-signature (issue 13 item 8): the envelopes API, the public signing API, and the hourly sweep. */
export function esignRoutes(deps: EnvelopeDeps, logger: Logger): RouteDefinition[] {
  scheduleEnvelopeSweep(deps, logger);
  return [...envelopeRoutes(deps), ...signingRoutes(deps)];
}
