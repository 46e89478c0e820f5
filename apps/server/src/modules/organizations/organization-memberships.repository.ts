/** Writes on memberships and supervisor relationships (issue 17, ADR 0105). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { sessions } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { userProfiles } from '../identity/identity.schema';
import {
  organizationMembers,
  roles,
  supervisorRelationships,
  teamMembers,
  teams,
} from './organizations.schema';

/** The membership row, locked until the transaction ends. */
export async function lockMembership(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({
      id: organizationMembers.id,
      status: organizationMembers.status,
      isPrimary: organizationMembers.isPrimary,
      version: organizationMembers.version,
      roleKey: roles.roleKey,
    })
    .from(organizationMembers)
    .innerJoin(roles, eq(roles.id, organizationMembers.roleId))
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .for('update', { of: organizationMembers })
    .limit(1);
  return row ?? null;
}

/** Conditional write of a membership (false when it moved past `expectedVersion`). */
export function updateMembership(
  db: DbOrTx,
  membershipId: string,
  expectedVersion: number | undefined,
  set: Partial<typeof organizationMembers.$inferInsert>,
) {
  return updateIfVersion(db, organizationMembers, membershipId, expectedVersion, set);
}

/** user_profiles.role caches the effective role (the primary membership's). */
export async function cacheProfileRole(db: DbOrTx, userId: string, roleKey: string | null) {
  await db
    .update(userProfiles)
    .set({ role: roleKey, updatedAt: new Date() })
    .where(eq(userProfiles.id, userId));
}

/** Sets or clears (null) the scope overrides in user_profiles.role_details; other keys stay. */
export async function writeScopeOverrides(
  db: DbOrTx,
  userId: string,
  overrides: { transactionAccessScope: string | null; documentAccessScope: string | null },
) {
  const kept = sql`(coalesce(${userProfiles.roleDetails}, '{}'::jsonb) - 'transactionAccessScope' - 'documentAccessScope')`;
  await db
    .update(userProfiles)
    .set({
      roleDetails: sql`${kept} || jsonb_strip_nulls(${JSON.stringify(overrides)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.id, userId));
}

/** Ends every session of the user (sessions are not per organization); answers how many ended. */
export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/** After a primary membership ends: the oldest other active membership becomes primary; its role key, or null. */
export async function promoteNextPrimary(db: DbOrTx, userId: string): Promise<string | null> {
  const [next] = await db
    .select({ id: organizationMembers.id, roleKey: roles.roleKey })
    .from(organizationMembers)
    .innerJoin(roles, eq(roles.id, organizationMembers.roleId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.status, 'active')))
    .orderBy(asc(organizationMembers.createdAt))
    .limit(1);
  if (!next) return null;
  await db.update(organizationMembers).set({ isPrimary: true }).where(eq(organizationMembers.id, next.id));
  return next.roleKey;
}

export async function hasActivePrimary(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.isPrimary, true),
        eq(organizationMembers.status, 'active'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The person leaves every team of the organization. */
export async function leaveTeams(db: DbOrTx, organizationId: string, userId: string): Promise<void> {
  await db
    .update(teamMembers)
    .set({ status: 'inactive' })
    .where(
      and(
        eq(teamMembers.userId, userId),
        sql`${teamMembers.teamId} in (select id from ${teams} where ${teams.organizationId} = ${organizationId})`,
      ),
    );
}

/**
 * Deactivation: the people `fromUserId` supervised get `toUserId` as supervisor instead (same
 * relationship type; an existing identical one is kept), and `fromUserId`'s own supervision rows go.
 * Answers how many people were handed over.
 */
export async function handOverSupervision(
  db: DbOrTx,
  organizationId: string,
  fromUserId: string,
  toUserId: string,
) {
  const moved = await db.execute(sql`
    insert into supervisor_relationships (organization_id, user_id, supervisor_id, relationship_type)
    select organization_id, user_id, ${toUserId}, relationship_type from supervisor_relationships
    where organization_id = ${organizationId} and supervisor_id = ${fromUserId} and user_id <> ${toUserId}
    on conflict (user_id, supervisor_id, relationship_type) do nothing
    returning id`);
  await db
    .delete(supervisorRelationships)
    .where(
      and(
        eq(supervisorRelationships.organizationId, organizationId),
        sql`(${supervisorRelationships.supervisorId} = ${fromUserId} or ${supervisorRelationships.userId} = ${fromUserId})`,
      ),
    );
  return (moved as unknown as { rows: unknown[] }).rows.length;
}

export async function insertSupervisor(
  db: DbOrTx,
  values: { organizationId: string; userId: string; supervisorId: string; relationshipType: string },
): Promise<boolean> {
  const rows = await db
    .insert(supervisorRelationships)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: supervisorRelationships.id });
  return rows.length > 0;
}

export async function deleteSupervisor(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  supervisorId: string,
) {
  const rows = await db
    .delete(supervisorRelationships)
    .where(
      and(
        eq(supervisorRelationships.organizationId, organizationId),
        eq(supervisorRelationships.userId, userId),
        eq(supervisorRelationships.supervisorId, supervisorId),
      ),
    )
    .returning({ id: supervisorRelationships.id });
  return rows.length;
}

/** Is `userId` an active member of a team whose team role is team_leader and that `memberId` is also active in? */
export async function leadsTeamOf(db: DbOrTx, organizationId: string, leaderId: string, memberId: string) {
  const [row] = await db
    .execute(
      sql`
    select 1 as ok from team_members lead
    join teams t on t.id = lead.team_id and t.organization_id = ${organizationId} and t.archived_at is null
    join roles r on r.id = lead.role_id and r.role_key = 'team_leader'
    join team_members m on m.team_id = lead.team_id and m.user_id = ${memberId} and m.status = 'active'
    where lead.user_id = ${leaderId} and lead.status = 'active'
    limit 1`,
    )
    .then((r) => (r as unknown as { rows: unknown[] }).rows);
  return Boolean(row);
}
