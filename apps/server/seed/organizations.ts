import { eq } from 'drizzle-orm';
import type { RoleKey } from '@threshold/domain/roles';
import type { DbOrTx } from '../src/platform/db/client';
import { userProfiles } from '../src/modules/identity/identity.schema';
import {
  organizationMembers,
  organizations,
  supervisorRelationships,
  teamMembers,
  teams,
} from '../src/modules/organizations/organizations.schema';
import { findRoleIds } from '../src/modules/organizations/organizations.repository';
import { createUser } from './users';

export interface OrganizationSeed {
  name: string;
  slug: string;
  emailDomain: string;
  members: { role: RoleKey; firstName: string; lastName: string; team?: string }[];
  teams: { name: string; description: string }[];
  /** [role needing approval, supervising role, relationship type] */
  supervision: [RoleKey, RoleKey, string][];
}

export interface SeededOrganization {
  id: string;
  name: string;
  teams: Map<string, string>;
  /** role key → user id of that role's demo account */
  users: Map<RoleKey, string>;
}

export async function seedOrganization(db: DbOrTx, seed: OrganizationSeed): Promise<SeededOrganization> {
  const roleIds = await findRoleIds(db);
  const [org] = await db
    .insert(organizations)
    .values({ name: seed.name, slug: seed.slug })
    .returning({ id: organizations.id });
  const orgId = org!.id;
  const teamIds = new Map<string, string>();
  for (const team of seed.teams) {
    const [row] = await db
      .insert(teams)
      .values({ organizationId: orgId, ...team })
      .returning({ id: teams.id });
    teamIds.set(team.name, row!.id);
  }
  const userIds = new Map<RoleKey, string>();
  for (const member of seed.members) {
    const userId = await createUser(db, {
      email: `${member.role}@${seed.emailDomain}`,
      firstName: member.firstName,
      lastName: member.lastName,
      platformRole: member.role === 'system_admin' ? 'system_admin' : null,
    });
    const roleId = roleIds.get(member.role)!;
    await db
      .insert(organizationMembers)
      .values({ userId, organizationId: orgId, roleId, isPrimary: true, status: 'active' });
    await db.update(userProfiles).set({ role: member.role }).where(eq(userProfiles.id, userId));
    const teamId = member.team ? teamIds.get(member.team) : undefined;
    if (teamId) await db.insert(teamMembers).values({ teamId, userId, roleId, status: 'active' });
    userIds.set(member.role, userId);
  }
  for (const [role, supervisorRole, relationshipType] of seed.supervision) {
    const userId = userIds.get(role);
    const supervisorId = userIds.get(supervisorRole);
    if (userId && supervisorId) {
      await db
        .insert(supervisorRelationships)
        .values({ organizationId: orgId, userId, supervisorId, relationshipType });
    }
  }
  return { id: orgId, name: seed.name, teams: teamIds, users: userIds };
}
