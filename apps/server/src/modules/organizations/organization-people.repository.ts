/** Reads of an organization's people that several areas need (members, teams, supervisors, names). */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/auth.schema';
import { userProfiles } from '../identity/identity.schema';
import {
  organizationMembers,
  roles,
  supervisorRelationships,
  teamMembers,
  teams,
} from './organizations.schema';

export interface MemberRow {
  userId: string;
  roleKey: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

function findActiveMembersWhere(db: DbOrTx, organizationId: string, condition: SQL): Promise<MemberRow[]> {
  return db
    .select({
      userId: organizationMembers.userId,
      roleKey: roles.roleKey,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: users.email,
    })
    .from(organizationMembers)
    .innerJoin(roles, eq(roles.id, organizationMembers.roleId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.status, 'active'),
        condition,
      ),
    );
}

/** Active members of an organization among the given user ids, with their role and name. */
export async function findActiveMembers(
  db: DbOrTx,
  organizationId: string,
  userIds: string[],
): Promise<MemberRow[]> {
  if (!userIds.length) return [];
  return findActiveMembersWhere(db, organizationId, inArray(organizationMembers.userId, userIds));
}

/** Active members of an organization by (lower-cased) e-mail address. */
export async function findActiveMembersByEmail(
  db: DbOrTx,
  organizationId: string,
  emails: string[],
): Promise<MemberRow[]> {
  if (!emails.length) return [];
  return findActiveMembersWhere(db, organizationId, inArray(sql`lower(${users.email})`, emails));
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
