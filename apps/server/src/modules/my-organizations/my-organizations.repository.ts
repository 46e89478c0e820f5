/** The caller's own memberships and the choice of the primary one (issue 17 item 1). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { userProfiles } from '../identity/identity.schema';
import { organizationMembers, organizations, roles } from '../organizations/organizations.schema';

export function findMemberships(db: DbOrTx, userId: string, organizationId?: string) {
  return db
    .select({
      id: organizationMembers.id,
      organizationId: organizationMembers.organizationId,
      organizationName: organizations.name,
      roleKey: roles.roleKey,
      status: organizationMembers.status,
      isPrimary: organizationMembers.isPrimary,
      version: organizationMembers.version,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(roles, eq(roles.id, organizationMembers.roleId))
    .where(
      and(
        eq(organizationMembers.userId, userId),
        organizationId ? eq(organizationMembers.organizationId, organizationId) : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/** Clears the user's primary flag (bumping that membership's version); the one-primary index needs it first. */
export async function clearPrimary(db: DbOrTx, userId: string) {
  await db
    .update(organizationMembers)
    .set({ isPrimary: false, version: sql`${organizationMembers.version} + 1` })
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.isPrimary, true)));
}

/** Marks one active membership primary if still at `expectedVersion`; false when it moved on. */
export async function setPrimary(db: DbOrTx, membershipId: string, expectedVersion: number | undefined) {
  const rows = await db
    .update(organizationMembers)
    .set({ isPrimary: true, version: sql`${organizationMembers.version} + 1` })
    .where(
      and(
        eq(organizationMembers.id, membershipId),
        eq(organizationMembers.status, 'active'),
        expectedVersion === undefined ? undefined : eq(organizationMembers.version, expectedVersion),
      ),
    )
    .returning({ id: organizationMembers.id });
  return rows.length > 0;
}

/** user_profiles.role caches the primary membership's role key. */
export async function cacheProfileRole(db: DbOrTx, userId: string, roleKey: string) {
  await db
    .update(userProfiles)
    .set({ role: roleKey, updatedAt: new Date() })
    .where(eq(userProfiles.id, userId));
}
