/** The roles table with member counts, and organization_role_overrides (ADR 0174). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { organizationMembers, organizations, roles } from '../organizations/organizations.schema';
import { organizationRoleOverrides } from './admin.schema';

/** Every role of the registry with its active members, in one organization or on the whole platform. */
export function findRolesWithMembers(db: DbOrTx, organizationId: string | null) {
  const inOrganization = organizationId ? sql`and m.organization_id = ${organizationId}` : sql``;
  return db
    .select({
      key: roles.roleKey,
      name: roles.name,
      rank: roles.rank,
      group: roles.group,
      capabilities: roles.capabilities,
      members: sql<number>`(select count(*)::int from ${organizationMembers} m
        where m.role_id = roles.id and m.status = 'active' ${inOrganization})`,
    })
    .from(roles)
    .orderBy(sql`${roles.rank} desc`, asc(roles.roleKey));
}

export async function findOrganizationName(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}

export type RoleOverrideRow = typeof organizationRoleOverrides.$inferSelect;

export function findOverridesOf(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(organizationRoleOverrides)
    .where(eq(organizationRoleOverrides.organizationId, organizationId));
}

export async function findOverride(
  db: DbOrTx,
  organizationId: string,
  roleKey: string,
  options: { forUpdate?: boolean } = {},
): Promise<RoleOverrideRow | null> {
  const query = db
    .select()
    .from(organizationRoleOverrides)
    .where(
      and(
        eq(organizationRoleOverrides.organizationId, organizationId),
        eq(organizationRoleOverrides.roleKey, roleKey),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts the first override of a role; null when a concurrent writer got there first. */
export async function insertOverride(
  db: DbOrTx,
  values: { organizationId: string; roleKey: string; overrides: Record<string, unknown>; updatedBy: string },
): Promise<RoleOverrideRow | null> {
  const [row] = await db.insert(organizationRoleOverrides).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function updateOverride(
  db: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  values: { overrides: Record<string, unknown>; updatedBy: string },
) {
  return updateIfVersion(db, organizationRoleOverrides, id, expectedVersion, {
    ...values,
    updatedAt: new Date(),
  });
}
