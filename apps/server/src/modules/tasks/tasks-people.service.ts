import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { findActiveMembers, findTeamMemberIds } from '../organizations/organization-people.repository';

/** Brokers and admins (organization scope) reach everyone in their organization; others their teams. */
const organizationWide = (actor: Actor) =>
  actor.isSystemAdmin || actor.scopes.transactionAccessScope === 'organization';

/**
 * Whose tasks the `team` view lists: the active members of the caller's teams, or null for
 * organization-scope roles (every assignee; the deal and contact scopes still apply).
 */
export async function teamPeopleOf(db: DbOrTx, actor: Actor): Promise<string[] | null> {
  if (organizationWide(actor)) return null;
  return [...new Set([actor.userId, ...(await findTeamMemberIds(db, actor.teamIds))])];
}

/**
 * A task may be handed to the caller, or to a member in their scope: an active member of their
 * organization for organization-scope roles, otherwise an active member of one of their teams.
 */
export async function assertAssignable(db: DbOrTx, actor: Actor, userId: string): Promise<void> {
  if (userId === actor.userId) return;
  const org = actor.organizationId;
  const inScope = org
    ? organizationWide(actor)
      ? (await findActiveMembers(db, org, [userId])).length > 0
      : (await findTeamMemberIds(db, actor.teamIds)).includes(userId)
    : false;
  if (!inScope)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
      assignee_id: 'Not someone you can assign tasks to',
    });
}
