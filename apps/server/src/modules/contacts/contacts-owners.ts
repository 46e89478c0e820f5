import { roleHasPermission } from '@threshold/domain/permissions';
import { isRoleKey } from '@threshold/domain/roles';
import { assignRoundRobin } from '@threshold/domain/contacts/lead-routing';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { CrmContext } from './contacts-context';
import {
  findActiveMembers,
  findSupervisorIds,
  findTeamMemberIds,
  teamBelongsTo,
} from '../organizations/organization-people.repository';
import { lockRoutingState, saveRoutingState } from './crm-settings.repository';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', { [field]: message });

/** Members of the organization who may own contacts (they hold read:contacts). */
export async function filterCrmUsers(
  db: DbOrTx,
  organizationId: string,
  userIds: string[],
): Promise<Set<string>> {
  const members = await findActiveMembers(db, organizationId, [...new Set(userIds)]);
  return new Set(
    members
      .filter((m) => isRoleKey(m.roleKey) && roleHasPermission(m.roleKey, 'read:contacts'))
      .map((m) => m.userId),
  );
}

/**
 * Whom may this caller make the owner of a contact? Brokers and admins: any CRM user of the
 * organization; team leaders: their teams' members; assistants: the people they support;
 * everyone: themselves.
 */
export async function assertAssignableOwner(
  db: DbOrTx,
  ctx: CrmContext,
  organizationId: string,
  ownerId: string,
  field = 'owner_id',
) {
  const { scope, actor } = ctx;
  if (scope.kind === 'limited' && ownerId !== actor.userId) {
    const allowed = new Set<string>();
    if (scope.teamOwned) for (const id of await findTeamMemberIds(db, scope.teamIds)) allowed.add(id);
    if (scope.supervised) for (const id of await findSupervisorIds(db, actor.userId)) allowed.add(id);
    if (!allowed.has(ownerId))
      throw refuse(field, 'You can only assign contacts to yourself or to people you work with');
  }
  const ok = await filterCrmUsers(db, organizationId, [ownerId]);
  if (!ok.has(ownerId)) throw refuse(field, 'Not an agent of this organization');
}

export async function assertShareableTeam(
  db: DbOrTx,
  ctx: CrmContext,
  organizationId: string,
  teamId: string,
) {
  if (ctx.scope.kind === 'limited' && !ctx.scope.teamIds.includes(teamId))
    throw refuse('team_id', 'You can only share with your own teams');
  if (!(await teamBelongsTo(db, teamId, organizationId)))
    throw refuse('team_id', 'Not a team of this organization');
}

/**
 * Owners for `count` new leads that arrived without one: round-robin among the configured
 * agents still active (the pointer is locked for the transaction), otherwise nobody (the lead
 * waits in the first-to-claim pool, or for a manager to assign it).
 */
export async function routeLeads(
  db: DbOrTx,
  ctx: CrmContext,
  organizationId: string,
  count: number,
): Promise<(string | null)[]> {
  const routing = ctx.settings.lead_routing;
  if (routing.mode !== 'round_robin' || count === 0) return new Array<null>(count).fill(null);
  const active = await filterCrmUsers(db, organizationId, routing.agent_ids);
  const agents = routing.agent_ids.filter((id) => active.has(id));
  if (!agents.length) return new Array<null>(count).fill(null);
  const last = await lockRoutingState(db, organizationId);
  const { owners, last: newLast } = assignRoundRobin(agents, last, count);
  await saveRoutingState(db, organizationId, newLast);
  return owners;
}

/** Resolves the owner of one new contact: omitted → the caller; null → lead routing; id → checked. */
export async function resolveNewOwner(
  db: DbOrTx,
  ctx: CrmContext,
  organizationId: string,
  requested: string | null | undefined,
) {
  if (requested === undefined) return { ownerId: ctx.actor.userId, routed: false };
  if (requested === null) {
    const [owner] = await routeLeads(db, ctx, organizationId, 1);
    return { ownerId: owner ?? null, routed: owner != null };
  }
  await assertAssignableOwner(db, ctx, organizationId, requested);
  return { ownerId: requested, routed: false };
}
