import { ROLES, isRoleKey } from '@threshold/domain/roles';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { leadsTeamOf } from './organization-memberships.repository';

/**
 * Who may manage whom (ADR 0105). Organization-wide managers (manage:organization: managing broker,
 * brokerage admin, system admin) manage any member ranked at most their own rank; team leaders
 * (manage:team only) manage people of the teams they lead, ranked below them. Nobody grants a role
 * ranked above their own, and nobody changes their own membership here.
 */
export const actorRank = (actor: Actor) => (actor.isSystemAdmin ? 100 : ROLES[actor.role].rank);
export const rankOf = (roleKey: string) => (isRoleKey(roleKey) ? ROLES[roleKey].rank : 0);
export const managesOrganization = (actor: Actor) => actor.permissions.has('manage:organization');

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** The role the caller would give: within their rank (team leaders: below it). */
export function assertMayGrant(actor: Actor, roleKey: string) {
  const own = actorRank(actor);
  const ok = managesOrganization(actor) ? rankOf(roleKey) <= own : rankOf(roleKey) < own;
  if (!ok)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
      role: 'You cannot give a role ranked above your own',
    });
}

/** The caller may change this member (role, deactivation, supervisors). */
export async function assertMayManage(
  tx: DbOrTx,
  actor: Actor,
  organizationId: string,
  target: { userId: string; roleKey: string },
  options: { allowSelf?: boolean } = {},
) {
  if (!options.allowSelf && target.userId === actor.userId)
    throw forbidden('You cannot change your own membership; ask another manager');
  const own = actorRank(actor);
  if (managesOrganization(actor)) {
    if (rankOf(target.roleKey) > own) throw forbidden('This member’s role ranks above yours');
    return;
  }
  if (rankOf(target.roleKey) >= own) throw forbidden('This member’s role ranks at or above yours');
  if (!(await leadsTeamOf(tx, organizationId, actor.userId, target.userId)))
    throw forbidden('Team leaders manage the members of their own teams only');
}

/** The organization a manager works in (their primary one). */
export function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN', 'You are not a member of an organization');
  return actor.organizationId;
}
