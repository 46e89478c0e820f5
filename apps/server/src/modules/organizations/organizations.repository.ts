import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLE_KEYS, ROLES } from '@threshold/domain/roles';
import type { Db, DbOrTx } from '../../platform/db/client';
import { userProfiles } from '../identity/identity.schema';
import { organizationLogos } from './logo/organization-logo.schema';
import {
  currentUserPrimaryAffiliations,
  organizationMembers,
  roles,
  supervisorRelationships,
  teamMembers,
  teams,
} from './organizations.schema';

/** The roles table mirrors packages/domain/src/roles.ts; run at start-up so the two never drift. */
export async function syncRoles(db: DbOrTx) {
  for (const key of ROLE_KEYS) {
    const role = ROLES[key];
    await db
      .insert(roles)
      .values({
        roleKey: key,
        name: role.name,
        rank: role.rank,
        group: role.group,
        capabilities: { ...role.capabilities },
      })
      .onConflictDoUpdate({
        target: roles.roleKey,
        set: { name: role.name, rank: role.rank, group: role.group, capabilities: { ...role.capabilities } },
      });
  }
}

export async function findRoleIds(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ id: roles.id, key: roles.roleKey }).from(roles);
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** The primary active membership with the organization's logo digest (null when none), in one query. */
export async function findPrimaryAffiliation(db: Db, userId: string) {
  const view = currentUserPrimaryAffiliations;
  const [row] = await db
    .select({
      userId: view.userId,
      organizationId: view.organizationId,
      organizationName: view.organizationName,
      roleId: view.roleId,
      roleKey: view.roleKey,
      roleName: view.roleName,
      isPrimary: view.isPrimary,
      status: view.status,
      logoSha256: organizationLogos.sha256,
    })
    .from(view)
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, view.organizationId))
    .where(eq(view.userId, userId))
    .limit(1);
  return row ?? null;
}

export function findActiveTeams(db: Db, userId: string, organizationId: string) {
  return db
    .select({ id: teams.id, name: teams.name, description: teams.description })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamMembers.status, 'active'),
        eq(teams.organizationId, organizationId),
      ),
    )
    .orderBy(teams.name);
}

const otherProfile = alias(userProfiles, 'other_profile');

/** Spec §7: supervisor relationships in either direction, joined to the other party's name. */
export function findSupervisorPeople(
  db: DbOrTx,
  userId: string,
  direction: 'supervisors' | 'supervisees',
  organizationId?: string,
) {
  const mine =
    direction === 'supervisors' ? supervisorRelationships.userId : supervisorRelationships.supervisorId;
  const other =
    direction === 'supervisors' ? supervisorRelationships.supervisorId : supervisorRelationships.userId;
  return db
    .select({
      id: other,
      first_name: otherProfile.firstName,
      last_name: otherProfile.lastName,
      relationship_type: supervisorRelationships.relationshipType,
    })
    .from(supervisorRelationships)
    .leftJoin(otherProfile, eq(otherProfile.id, other))
    .where(
      and(
        eq(mine, userId),
        organizationId === undefined ? undefined : eq(supervisorRelationships.organizationId, organizationId),
      ),
    )
    .orderBy(otherProfile.lastName);
}

/** The caller's role key in one organization, or null when not an active member. */
export async function findMembershipRole(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ roleKey: roles.roleKey })
    .from(organizationMembers)
    .innerJoin(roles, eq(roles.id, organizationMembers.roleId))
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.status, 'active'),
      ),
    )
    .limit(1);
  return row?.roleKey ?? null;
}
