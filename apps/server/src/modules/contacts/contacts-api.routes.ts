import type { AppDeps } from '../../platform/deps';
import type { RouteDefinition } from '../../platform/http/route';
import { contactRecordRoutes } from './contacts.routes';
import { contactTaskInboxRoutes, contactTimelineRoutes } from './contact-timeline.routes';
import { contactDataRoutes, contactMergeRoutes } from './contacts-data.routes';
import { importMappingRoutes } from './import-mappings.routes';

/**
 * Every /api/contacts route, in mounting order: fixed paths (/settings, /tasks, /import …)
 * come before /api/contacts/:id so that they are never read as an id.
 */
export function contactsRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    ...contactDataRoutes(deps.db),
    ...importMappingRoutes(deps.db),
    ...contactTaskInboxRoutes(deps.db),
    ...contactRecordRoutes(deps.db),
    ...contactTimelineRoutes(deps.db),
    ...contactMergeRoutes(deps.db),
  ];
}
