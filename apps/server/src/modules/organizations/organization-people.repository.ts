/** Reads of an organization's people that several areas need (members, teams, supervisors, names). */
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ListMembersQuery } from '@threshold/domain/organizations/list-members.contract';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/auth.schema';
import { containsPattern } from '../../platform/db/like';
import { userProfiles } from '../identity/identity.schema';
import {
  organizationMembers,
  roles,
  supervisorRelationships,
  teamMembers,
  teams,
} from './organizations.schema';

export type MemberStatusFilter = 'active' | 'inactive' | 'all';

/**
 * A member's e-mail and profile, looked up by primary key for each of the organization's memberships,
 * so a read of members costs in proportion to the organization, not the platform (ADR 0184). As plain
 * joins (or an `exists` on the e-mail) PostgreSQL answered with hash joins over full scans of every
 * user and profile; a scalar subquery, and a `LATERAL` one with `limit 1`, are not flattened into them.
 */
const memberEmail = sql<string>`(select ${users.email} from ${users} where ${users.id} = ${organizationMembers.userId})`;
const queryBuilder = new QueryBuilder();
const memberProfile = queryBuilder
  .select({
    firstName: userProfiles.firstName,
    lastName: userProfiles.lastName,
    image: userProfiles.profileImageUrl,
    roleDetails: userProfiles.roleDetails,
  })
  .from(userProfiles)
  .where(eq(userProfiles.id, organizationMembers.userId))
  .limit(1)
  .as('member_profile');

/** The organization's memberships in the given status. */
const membershipsOf = (organizationId: string, status: MemberStatusFilter) =>
  and(
    eq(organizationMembers.organizationId, organizationId),
    status === 'all' ? undefined : eq(organizationMembers.status, status),
  );

/**
 * Members of one organization (role, name, e-mail, photo, membership status and version) in the given
 * status that also satisfy `condition`. `needsSupervisor`: the role needs supervisor approval and no
 * supervisor relationship of this organization exists for the person (issue 17).
 */
function selectMembers(
  db: DbOrTx,
  organizationId: string,
  condition: SQL | undefined,
  status: MemberStatusFilter = 'active',
) {
  return db
    .select({
      userId: organizationMembers.userId,
      roleKey: roles.roleKey,
      firstName: memberProfile.firstName,
      lastName: memberProfile.lastName,
      email: memberEmail,
      image: memberProfile.image,
      status: organizationMembers.status,
      isPrimary: organizationMembers.isPrimary,
      version: organizationMembers.version,
      deactivatedAt: organizationMembers.deactivatedAt,
      joinedAt: organizationMembers.createdAt,
      roleDetails: memberProfile.roleDetails,
      licenceNumber: organizationMembers.licenceNumber,
      licenceState: organizationMembers.licenceState,
      licenceExpiresOn: organizationMembers.licenceExpiresOn,
      needsSupervisor: sql<boolean>`(coalesce((${roles.capabilities} ->> 'needsSupervisorApproval')::boolean, false)
        and not exists (select 1 from ${supervisorRelationships} sr
          where sr.user_id = ${organizationMembers.userId} and sr.organization_id = ${organizationMembers.organizationId}))`,
    })
    .from(organizationMembers)
    .innerJoin(roles, eq(roles.id, organizationMembers.roleId))
    .leftJoinLateral(memberProfile, sql`true`)
    .where(and(membershipsOf(organizationId, status), condition));
}
const selectActiveMembers = (db: DbOrTx, organizationId: string, condition: SQL | undefined) =>
  selectMembers(db, organizationId, condition, 'active');
export type MemberRow = Awaited<ReturnType<typeof selectActiveMembers>>[number];
/** What the write-side checks of other areas read about a member. */
export type MemberBasics = Pick<
  MemberRow,
  'userId' | 'roleKey' | 'firstName' | 'lastName' | 'email' | 'image'
>;
const basics = (rows: MemberRow[]): MemberBasics[] =>
  rows.map(({ userId, roleKey, firstName, lastName, email, image }) => ({
    userId,
    roleKey,
    firstName,
    lastName,
    email,
    image,
  }));

/** Active members of an organization among the given user ids, with their role and name. */
export async function findActiveMembers(
  db: DbOrTx,
  organizationId: string,
  userIds: string[],
): Promise<MemberBasics[]> {
  if (!userIds.length) return [];
  return basics(await selectActiveMembers(db, organizationId, inArray(organizationMembers.userId, userIds)));
}

/** Active members of an organization by (lower-cased) e-mail address. */
export async function findActiveMembersByEmail(
  db: DbOrTx,
  organizationId: string,
  emails: string[],
): Promise<MemberBasics[]> {
  if (!emails.length) return [];
  return basics(await selectActiveMembers(db, organizationId, inArray(sql`lower(${memberEmail})`, emails)));
}

/**
 * The organization's directory: active members matching every filter (q: a substring of the full
 * name or the e-mail; a team of another organization matches nobody), by last then first name.
 * The page's memberships are chosen first, from the organization's memberships and their profiles
 * only; e-mails, roles' capabilities and supervisors are then read for that page alone (ADR 0184).
 */
export function findMemberDirectory(
  db: DbOrTx,
  organizationId: string,
  filters: Omit<ListMembersQuery, 'limit'>,
  limit: number,
) {
  const { status = 'active' } = filters;
  const byName = [
    asc(sql`lower(${memberProfile.lastName})`),
    asc(sql`lower(${memberProfile.firstName})`),
    asc(organizationMembers.userId),
  ];
  const nameOrEmail = (q: string) => {
    const pattern = containsPattern(q);
    const name = sql`concat_ws(' ', ${memberProfile.firstName}, ${memberProfile.lastName})`;
    return or(ilike(name, pattern), ilike(memberEmail, pattern));
  };
  const inTeam = (teamId: string) =>
    sql`exists (select 1 from ${teamMembers} join ${teams} on ${teams.id} = ${teamMembers.teamId}
      where ${teamMembers.teamId} = ${teamId} and ${teams.organizationId} = ${organizationId}
      and ${teamMembers.userId} = ${organizationMembers.userId} and ${teamMembers.status} = 'active')`;
  const page = db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(roles, eq(roles.id, organizationMembers.roleId))
    .leftJoinLateral(memberProfile, sql`true`)
    .where(
      and(
        membershipsOf(organizationId, status),
        filters.q ? nameOrEmail(filters.q) : undefined,
        filters.role?.length ? inArray(roles.roleKey, filters.role) : undefined,
        filters.team ? inTeam(filters.team) : undefined,
      ),
    )
    .orderBy(...byName)
    .limit(limit);
  return selectMembers(db, organizationId, inArray(organizationMembers.userId, page), status).orderBy(
    ...byName,
  );
}

/** One member of the organization in any status, or null. */
export async function findMember(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<MemberRow | null> {
  const [row] = await selectMembers(db, organizationId, eq(organizationMembers.userId, userId), 'all').limit(
    1,
  );
  return row ?? null;
}

/** The active teams (of this organization) of each of the given members, by team name. */
export async function findMemberTeams(db: DbOrTx, organizationId: string, userIds: string[]) {
  const byUser = new Map<string, { id: string; name: string }[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ userId: teamMembers.userId, id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        inArray(teamMembers.userId, userIds),
        eq(teamMembers.status, 'active'),
        eq(teams.organizationId, organizationId),
        isNull(teams.archivedAt),
      ),
    )
    .orderBy(asc(teams.name));
  for (const { userId, ...team } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), team]);
  return byUser;
}

/** User ids of the active members of the given teams. */
export async function findTeamMemberIds(db: DbOrTx, teamIds: string[]): Promise<string[]> {
  if (!teamIds.length) return [];
  const rows = await db
    .selectDistinct({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(inArray(teamMembers.teamId, teamIds), eq(teamMembers.status, 'active')));
  return rows.map((r) => r.userId);
}

/** The people this user supports (their supervisors). */
export async function findSupervisorIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: supervisorRelationships.supervisorId })
    .from(supervisorRelationships)
    .where(eq(supervisorRelationships.userId, userId));
  return rows.map((r) => r.id);
}

export async function teamBelongsTo(db: DbOrTx, teamId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, organizationId)))
    .limit(1);
  return Boolean(row);
}

export async function findPeople(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: userProfiles.id, first_name: userProfiles.firstName, last_name: userProfiles.lastName })
    .from(userProfiles)
    .where(inArray(userProfiles.id, ids));
}

/** The organization's teams by name, with how many active members each has. */
export function findTeamsWithMemberCounts(db: DbOrTx, organizationId: string, includeArchived = false) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      description: teams.description,
      archivedAt: teams.archivedAt,
      version: teams.version,
      memberCount: sql<number>`count(${teamMembers.userId})::int`,
    })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.status, 'active')))
    .where(
      and(eq(teams.organizationId, organizationId), includeArchived ? undefined : isNull(teams.archivedAt)),
    )
    .groupBy(teams.id)
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
}

/** Active members whose role has a capability (e.g. `canApproveDocuments`: the checklist reviewers). */
export async function findActiveMembersWithCapability(
  db: DbOrTx,
  organizationId: string,
  capability: string,
): Promise<MemberBasics[]> {
  return basics(
    await selectActiveMembers(
      db,
      organizationId,
      sql`coalesce((${roles.capabilities} ->> ${capability})::boolean, false)`,
    ),
  );
}
