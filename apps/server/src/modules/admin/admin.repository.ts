/** Platform-wide reads for system administration (issue 17, ADR 0108). */
import { and, asc, desc, eq, gt, ilike, inArray, like, or, sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.schema';
import { sessions, users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { containsPattern } from '../../platform/db/like';
import { userProfiles } from '../identity/identity.schema';
import { organizationMembers, organizations, roles, teams } from '../organizations/organizations.schema';
import { organizationSuspensions, userDisablements } from './admin.schema';

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
      disabledAt: userDisablements.disabledAt,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.id, users.id))
    .leftJoin(userDisablements, eq(userDisablements.userId, users.id))
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

/** Every organization (or the one given) with its member and team counts and suspension, by name. */
export function findOrganizationsWithCounts(db: DbOrTx, onlyId?: string) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      createdAt: organizations.createdAt,
      activeMembers: sql<number>`(select count(*)::int from ${organizationMembers} m where m.organization_id = ${orgId} and m.status = 'active')`,
      inactiveMembers: sql<number>`(select count(*)::int from ${organizationMembers} m where m.organization_id = ${orgId} and m.status <> 'active')`,
      teams: sql<number>`(select count(*)::int from ${teams} t where t.organization_id = ${orgId} and t.archived_at is null)`,
      suspendedAt: organizationSuspensions.suspendedAt,
      suspensionReason: organizationSuspensions.reason,
    })
    .from(organizations)
    .leftJoin(organizationSuspensions, eq(organizationSuspensions.organizationId, organizations.id))
    .where(onlyId ? eq(organizations.id, onlyId) : undefined)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(1000);
}

/** One user with profile role, live-session count and disablement, or undefined. */
export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      platformRole: userProfiles.platformRole,
      disabledAt: userDisablements.disabledAt,
      disabledBy: userDisablements.disabledBy,
      disabledReason: userDisablements.reason,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.id, users.id))
    .leftJoin(userDisablements, eq(userDisablements.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The user's live sessions, newest first (never the token). */
export function findLiveSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt))
    .limit(100);
}

/** The latest authentication events of a user from the audit log (ADR 0063): by them or about them. */
export function findAuthEvents(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      createdAt: auditLog.createdAt,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        like(auditLog.action, 'auth.%'),
        or(
          eq(auditLog.actorUserId, userId),
          and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)),
        ),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** Disables the user; false when they already were. */
export async function insertDisablement(
  db: DbOrTx,
  userId: string,
  disabledBy: string,
  reason: string | null,
): Promise<boolean> {
  const rows = await db
    .insert(userDisablements)
    .values({ userId, disabledBy, reason })
    .onConflictDoNothing()
    .returning({ userId: userDisablements.userId });
  return rows.length > 0;
}

/** Enables the user; the removed row, or undefined when they were not disabled. */
export async function deleteDisablement(db: DbOrTx, userId: string) {
  const [row] = await db.delete(userDisablements).where(eq(userDisablements.userId, userId)).returning();
  return row;
}

export async function organizationExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return Boolean(row);
}

export async function insertSuspension(
  db: DbOrTx,
  organizationId: string,
  suspendedBy: string,
  reason: string | null,
): Promise<boolean> {
  const rows = await db
    .insert(organizationSuspensions)
    .values({ organizationId, suspendedBy, reason })
    .onConflictDoNothing()
    .returning({ id: organizationSuspensions.organizationId });
  return rows.length > 0;
}

export async function deleteSuspension(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .delete(organizationSuspensions)
    .where(eq(organizationSuspensions.organizationId, organizationId))
    .returning();
  return row;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Authentication events (ADR 0063) since a time: counts per action and the newest `limit`. */
export async function findAuthEventsSince(db: DbOrTx, since: Date, limit: number) {
  const counts = rowsOf<{ action: string; n: number | string }>(
    await db.execute(sql`
      select action, count(*) as n from audit_log
      where action like 'auth.%' and created_at >= ${since.toISOString()}::timestamptz
      group by action order by action`),
  );
  const events = rowsOf<{
    id: string;
    action: string;
    created_at: Date | string;
    user_id: string | null;
    email: string | null;
    ip: string | null;
    reason: string | null;
  }>(
    await db.execute(sql`
      select a.id::text as id, a.action, a.created_at,
             coalesce(a.actor_user_id, u.id) as user_id,
             coalesce(u2.email, u.email, a.after->>'email') as email,
             a.after->>'ip' as ip, a.after->>'reason' as reason
      from audit_log a
      left join users u on a.entity_type = 'user' and u.id = a.entity_id
      left join users u2 on u2.id = a.actor_user_id
      where a.action like 'auth.%' and a.created_at >= ${since.toISOString()}::timestamptz
      order by a.created_at desc, a.id desc
      limit ${limit}`),
  );
  return {
    counts: counts.map((c) => ({ action: c.action, count: Number(c.n) })),
    events: events.map((e) => ({ ...e, created_at: asDate(e.created_at) })),
  };
}

/** Failed sign-ins since a time, grouped by client address, most first. */
export async function findFailedSignInsByAddress(db: DbOrTx, since: Date, limit: number) {
  const rows = rowsOf<{
    ip: string;
    failures: number | string;
    emails: number | string;
    last_at: Date | string;
  }>(
    await db.execute(sql`
      select coalesce(after->>'ip', 'unknown') as ip, count(*) as failures,
             count(distinct after->>'email') as emails, max(created_at) as last_at
      from audit_log
      where action = 'auth.sign_in_failed' and created_at >= ${since.toISOString()}::timestamptz
      group by 1 order by count(*) desc, max(created_at) desc
      limit ${limit}`),
  );
  return rows.map((r) => ({
    ip: r.ip,
    failures: Number(r.failures),
    emails: Number(r.emails),
    lastAt: asDate(r.last_at),
  }));
}

/** Live sessions: how many, of how many users, and the newest `limit` with their user's e-mail. */
export async function findActiveSessions(db: DbOrTx, limit: number) {
  const [totals] = rowsOf<{ sessions: number | string; users: number | string }>(
    await db.execute(sql`
      select count(*) as sessions, count(distinct user_id) as users from sessions where expires_at > now()`),
  );
  const newest = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      email: users.email,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(gt(sessions.expiresAt, new Date()))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
  return { sessions: Number(totals?.sessions ?? 0), users: Number(totals?.users ?? 0), newest };
}

/** Rate-limit counters touched since `since` (epoch ms), busiest first. */
export async function findBusyRateLimitCounters(
  db: DbOrTx,
  sinceMs: number,
  minCount: number,
  limit: number,
) {
  const rows = rowsOf<{ key: string; count: number | string; last_request: number | string }>(
    await db.execute(sql`
      select key, count, last_request from rate_limits
      where last_request >= ${sinceMs} and count >= ${minCount}
      order by count desc, key
      limit ${limit}`),
  );
  return rows.map((r) => ({ key: r.key, count: Number(r.count), lastRequest: Number(r.last_request) }));
}
