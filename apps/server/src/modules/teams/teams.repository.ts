/** Teams and their members (issue 17, ADR 0106). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { userProfiles } from '../identity/identity.schema';
import { organizationMembers, roles, teamMembers, teams } from '../organizations/organizations.schema';

export async function insertTeam(
  db: DbOrTx,
  values: { organizationId: string; name: string; description: string | null },
) {
  const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
  return row!.id;
}

export async function findTeam(db: DbOrTx, organizationId: string, id: string, forUpdate = false) {
  const q = db
    .select({
      id: teams.id,
      name: teams.name,
      description: teams.description,
      archivedAt: teams.archivedAt,
      version: teams.version,
    })
    .from(teams)
    .where(and(eq(teams.id, id), eq(teams.organizationId, organizationId)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}
export type TeamRow = NonNullable<Awaited<ReturnType<typeof findTeam>>>;

/** Conditional write of a team (an empty `set` only moves the version: a member change). */
export function updateTeam(
  db: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  set: Partial<typeof teams.$inferInsert>,
) {
  return updateIfVersion(db, teams, id, expectedVersion, set);
}

const teamRole = alias(roles, 'team_role');
const orgRole = alias(roles, 'org_role');

/** The team's active members who are active members of the organization, by last then first name. */
export function findTeamMembers(db: DbOrTx, organizationId: string, teamId: string) {
  return db
    .select({
      userId: teamMembers.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: users.email,
      roleKey: orgRole.roleKey,
      teamRoleKey: teamRole.roleKey,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.userId, teamMembers.userId),
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.status, 'active'),
      ),
    )
    .innerJoin(orgRole, eq(orgRole.id, organizationMembers.roleId))
    .leftJoin(teamRole, eq(teamRole.id, teamMembers.roleId))
    .leftJoin(userProfiles, eq(userProfiles.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active')))
    .orderBy(
      asc(sql`lower(${userProfiles.lastName})`),
      asc(sql`lower(${userProfiles.firstName})`),
      asc(teamMembers.userId),
    );
}

/** Adds (or re-activates) a member with a team role. */
export async function upsertTeamMember(db: DbOrTx, teamId: string, userId: string, roleId: string) {
  await db
    .insert(teamMembers)
    .values({ teamId, userId, roleId, status: 'active' })
    .onConflictDoUpdate({
      target: [teamMembers.teamId, teamMembers.userId],
      set: { roleId, status: 'active' },
    });
}

/** Takes a member off the team; answers whether they were on it. */
export async function removeTeamMember(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(teamMembers)
    .set({ status: 'inactive' })
    .where(
      and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')),
    )
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** Does the user lead this team (an active member whose team role is team_leader)? */
export async function leadsTeam(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(roles, eq(roles.id, teamMembers.roleId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.userId, userId),
        eq(teamMembers.status, 'active'),
        eq(roles.roleKey, 'team_leader'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
