import type { CrmSettings } from '@threshold/domain/contacts/crm-settings.contract';
import type { Actor } from '../../platform/authz/actor';

/**
 * Which contacts a caller sees (ARCHITECTURE §4, docs/decisions/0030):
 * - all: system admin, every organization;
 * - organization: brokers and admins (organization scope), their organization's;
 * - limited: everyone else — their own, those shared with one of their teams, those with an open
 *   task assigned to them; plus, by scope, those owned by their teams' members (team), by the
 *   people they support (assigned), and the unclaimed lead pool under first-to-claim routing.
 * The same rule as SQL is scopeCondition (contacts-scope.sql.ts).
 */
export type ContactScope =
  | { kind: 'all' }
  | { kind: 'organization'; organizationId: string }
  | {
      kind: 'limited';
      organizationId: string;
      userId: string;
      teamIds: string[];
      teamOwned: boolean;
      supervised: boolean;
      pool: boolean;
    }
  | { kind: 'none' };

export function buildContactScope(actor: Actor, settings: CrmSettings): ContactScope {
  const routing = settings.lead_routing;
  const pool =
    routing.mode === 'first_to_claim' &&
    (routing.agent_ids.length === 0 || routing.agent_ids.includes(actor.userId));
  return scopeOf(actor, pool);
}

/**
 * The contact scope without the unclaimed lead pool (which needs the CRM settings): what documents
 * on contacts follow (ADR 0166) — pool leads' documents are seen by organization-wide callers only.
 */
export function contactScopeOutsidePool(actor: Actor): ContactScope {
  return scopeOf(actor, false);
}

function scopeOf(actor: Actor, pool: boolean): ContactScope {
  if (actor.isSystemAdmin) return { kind: 'all' };
  if (!actor.organizationId) return { kind: 'none' };
  const scope = actor.scopes.transactionAccessScope;
  if (scope === 'organization' || scope === 'all')
    return { kind: 'organization', organizationId: actor.organizationId };
  return {
    kind: 'limited',
    organizationId: actor.organizationId,
    userId: actor.userId,
    teamIds: actor.teamIds,
    teamOwned: scope === 'team',
    supervised: scope === 'assigned',
    pool,
  };
}

/** The organization new contacts of this caller belong to. */
export function homeOrganization(scope: ContactScope, actor: Actor): string | null {
  if (scope.kind === 'organization' || scope.kind === 'limited') return scope.organizationId;
  return actor.organizationId;
}
