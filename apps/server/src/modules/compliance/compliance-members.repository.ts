import { and, asc, eq, inArray, isNotNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { userProfiles } from '../identity/identity.schema';
import {
  organizationMembers as members,
  roles,
  supervisorRelationships,
  teamMembers,
} from '../organizations/organizations.schema';

/**
 * The member-side exception lists of /compliance: active members of the caller's organization that
 * the caller answers for — everyone (organization or wider scope), their active teams' members
 * (team scope), or only themselves.
 */
function membersInScope(actor: Actor, organizationId: string): SQL {
  const scope = actor.isSystemAdmin ? 'all' : actor.scopes.transactionAccessScope;
  const inOrg = and(eq(members.organizationId, organizationId), eq(members.status, 'active'))!;
  if (scope === 'all' || scope === 'organization') return inOrg;
  const me = eq(members.userId, actor.userId);
  if (scope !== 'team' || actor.teamIds.length === 0) return and(inOrg, me)!;
  return and(inOrg, or(me, sql`${members.userId} in ${teammatesOf(actor.teamIds)}`))!;
}

const teammatesOf = (teamIds: string[]) =>
  sql`(select ${teamMembers.userId} from ${teamMembers} where ${inArray(teamMembers.teamId, teamIds)} and ${teamMembers.status} = 'active')`;

const MEMBER_COLUMNS = {
  userId: members.userId,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  roleKey: roles.roleKey,
  total: sql<number>`(count(*) over ())::int`,
};

function selectMembers(db: DbOrTx) {
  return db
    .select({
      ...MEMBER_COLUMNS,
      licenceNumber: members.licenceNumber,
      licenceState: members.licenceState,
      licenceExpiresOn: members.licenceExpiresOn,
    })
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .leftJoin(userProfiles, eq(userProfiles.id, members.userId));
}

/** Licensed members (a licence number on file, as /team's warning) whose licence expires on or before `until` (expired ones first). */
export function findLicenceExpirations(
  db: DbOrTx,
  actor: Actor,
  organizationId: string,
  until: string,
  limit: number,
) {
  return selectMembers(db)
    .where(
      and(
        membersInScope(actor, organizationId),
        isNotNull(members.licenceNumber),
        isNotNull(members.licenceExpiresOn),
        lte(members.licenceExpiresOn, until),
      ),
    )
    .orderBy(asc(members.licenceExpiresOn), asc(members.userId))
    .limit(limit);
}

/** Members holding one of `supervisedRoles` with no supervisor in this organization. */
export function findUnsupervisedMembers(
  db: DbOrTx,
  actor: Actor,
  organizationId: string,
  supervisedRoles: string[],
  limit: number,
) {
  const supervisor = db
    .select({ one: sql`1` })
    .from(supervisorRelationships)
    .where(
      and(
        eq(supervisorRelationships.userId, members.userId),
        eq(supervisorRelationships.organizationId, members.organizationId),
      ),
    );
  return selectMembers(db)
    .where(
      and(
        membersInScope(actor, organizationId),
        inArray(roles.roleKey, supervisedRoles),
        notExists(supervisor),
      ),
    )
    .orderBy(asc(userProfiles.lastName), asc(members.userId))
    .limit(limit);
}

export type ComplianceMemberRow = Awaited<ReturnType<typeof findLicenceExpirations>>[number];
