import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CrmSettings } from '@threshold/domain/contacts/crmSettings.contract';
import type { Actor } from '../../platform/authz/actor';
import { supervisorRelationships, teamMembers } from '../organizations/organizations.schema';
import { contactTasks } from './contact-timeline.schema';
import { contacts } from './contacts.schema';

/**
 * Which contacts a caller sees (ARCHITECTURE §4, docs/decisions/0030):
 * - all: system admin, every organization;
 * - organization: brokers and admins (organization scope), their organization's;
 * - limited: everyone else — their own, those shared with one of their teams, those with an open
 *   task assigned to them; plus, by scope, those owned by their teams' members (team), by the
 *   people they support (assigned), and the unclaimed lead pool under first-to-claim routing.
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
  if (actor.isSystemAdmin) return { kind: 'all' };
  if (!actor.organizationId) return { kind: 'none' };
  const scope = actor.scopes.transactionAccessScope;
  if (scope === 'organization' || scope === 'all')
    return { kind: 'organization', organizationId: actor.organizationId };
  const routing = settings.lead_routing;
  return {
    kind: 'limited',
    organizationId: actor.organizationId,
    userId: actor.userId,
    teamIds: actor.teamIds,
    teamOwned: scope === 'team',
    supervised: scope === 'assigned',
    pool:
      routing.mode === 'first_to_claim' &&
      (routing.agent_ids.length === 0 || routing.agent_ids.includes(actor.userId)),
  };
}

/** The organization new contacts of this caller belong to. */
export function homeOrganization(scope: ContactScope, actor: Actor): string | null {
  if (scope.kind === 'organization' || scope.kind === 'limited') return scope.organizationId;
  return actor.organizationId;
}

/** SQL for "visible to this scope and not deleted". */
export function scopeCondition(scope: ContactScope): SQL {
  const alive = isNull(contacts.deletedAt);
  switch (scope.kind) {
    case 'all':
      return alive;
    case 'none':
      return sql`false`;
    case 'organization':
      return and(alive, eq(contacts.organizationId, scope.organizationId))!;
    case 'limited': {
      const { userId, teamIds } = scope;
      const visible: (SQL | undefined)[] = [
        eq(contacts.ownerId, userId),
        sql`${contacts.id} in (select ${contactTasks.contactId} from ${contactTasks} where ${contactTasks.assigneeId} = ${userId} and ${contactTasks.completedAt} is null)`,
      ];
      if (teamIds.length) visible.push(inArray(contacts.teamId, teamIds));
      if (scope.teamOwned && teamIds.length) {
        visible.push(
          sql`${contacts.ownerId} in (select ${teamMembers.userId} from ${teamMembers} where ${inArray(teamMembers.teamId, teamIds)} and ${teamMembers.status} = 'active')`,
        );
      }
      if (scope.supervised) {
        visible.push(
          sql`${contacts.ownerId} in (select ${supervisorRelationships.supervisorId} from ${supervisorRelationships} where ${supervisorRelationships.userId} = ${userId})`,
        );
      }
      if (scope.pool) visible.push(isNull(contacts.ownerId));
      return and(alive, eq(contacts.organizationId, scope.organizationId), or(...visible))!;
    }
  }
}
