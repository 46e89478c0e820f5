/** Platform-wide reads for system administration (issue 17, ADR 0108). */
import { and, asc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import { sessions, users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { containsPattern } from '../../platform/db/like';
import { userProfiles } from '../identity/identity.schema';
import { organizationMembers, organizations, roles, teams } from '../organizations/organizations.schema';

/** Users by e-mail (then id), optionally matching `q` in the e-mail or the name; keyset pages. */
export async function findUsersPage(
  db: DbOrTx,
  q: string | undefined,
  limit: number,
  cursor: string | undefined,
) {
  const after = decodeCursor(cursor, ['text', 'text']);
  const pattern = q ? containsPattern(q) : null;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      platformRole: userProfiles.platformRole,
      activeSessions: sql<number>`(select count(*)::int from ${sessions} s where s.user_id = ${users.id} and s.expires_at > now())`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(
      and(
        pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
        after ? sql`(${users.email}, ${users.id}) > (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(asc(users.email), asc(users.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    rows: items,
    nextCursor: rows.length > limit && last ? encodeCursor([last.email, last.id]) : null,
  };
}

/** Every membership of the given users, with organization name and role key. */
export function findMembershipsOf(db: DbOrTx, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({
      userId: organizationMembers.userId,
      organizationId: organizationMembers.organizationId,
      organizationName: organizations.name,
      roleKey: roles.roleKey,
      status: organizationMembers.status,
      isPrimary: organizationMembers.isPrimary,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(roles, eq(roles.id, organizationMembers.roleId))
    .where(inArray(organizationMembers.userId, userIds))
    .orderBy(asc(organizations.name));
}

export async function userExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}

export async function deleteLiveSessions(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .returning({ id: sessions.id });
  return rows.length;
}

// Qualified by hand: drizzle leaves the table name out of a single-table select's columns.
const orgId = sql.raw('"organizations"."id"');

/** Every organization with its member and team counts, by name. */
export function findOrganizationsWithCounts(db: DbOrTx) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      createdAt: organizations.createdAt,
      activeMembers: sql<number>`(select count(*)::int from ${organizationMembers} m where m.organization_id = ${orgId} and m.status = 'active')`,
      inactiveMembers: sql<number>`(select count(*)::int from ${organizationMembers} m where m.organization_id = ${orgId} and m.status <> 'active')`,
      teams: sql<number>`(select count(*)::int from ${teams} t where t.organization_id = ${orgId} and t.archived_at is null)`,
    })
    .from(organizations)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(1000);
}
