/** System administration, first slice (issue 17, ADR 0108). Every action is audited. */
import {
  ACCOUNT_DISABLED_CODE,
  ACCOUNT_DISABLED_MESSAGE,
  ORGANIZATION_SUSPENDED_CODE,
  ORGANIZATION_SUSPENDED_MESSAGE,
  type AdminOrganizationList,
  type AdminReasonInput,
  type AdminSecurityOverview,
  type AdminSecurityQuery,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUsersQuery,
} from '@threshold/domain/admin/admin.contract';
import type { Auth } from '../../platform/auth/auth';
import type { Actor } from '../../platform/authz/actor';
import { assertPlatformArea } from '../../platform/authz/platform-area';
import { findActorRow } from '../../platform/authz/session-actor.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import * as repo from './admin.repository';

export async function listUsers(db: Db, actor: Actor, query: AdminUsersQuery): Promise<AdminUserPage> {
  assertPlatformArea(actor, 'users');
  const page = await repo.findUsersPage(db, query.q, query.limit, query.cursor);
  const memberships = await repo.findMembershipsOf(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    items: page.rows.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      email_verified: u.emailVerified,
      platform_role: u.platformRole,
      created_at: u.createdAt.toISOString(),
      active_sessions: u.activeSessions,
      disabled_at: u.disabledAt?.toISOString() ?? null,
      memberships: memberships
        .filter((m) => m.userId === u.id)
        .map((m) => ({
          organization_id: m.organizationId,
          organization_name: m.organizationName,
          role_key: m.roleKey,
          status: m.status,
          is_primary: m.isPrimary,
        })),
    })),
    nextCursor: page.nextCursor,
  };
}

/** Ends every live session of a user (system admins: the route's manage:system). */
export async function forceSignOut(db: Db, actor: Actor, userId: string, requestId: string) {
  return db.transaction(async (tx) => {
    if (!(await repo.userExists(tx, userId))) throw notFound('User');
    const ended = await repo.deleteLiveSessions(tx, userId);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'admin.user.sign_out',
      entityType: 'user',
      entityId: userId,
      after: { sessions_ended: ended },
      requestId,
    });
    return { sessions_ended: ended };
  });
}

export async function listOrganizations(db: Db, actor: Actor): Promise<AdminOrganizationList> {
  assertPlatformArea(actor, 'organizations');
  return { items: (await repo.findOrganizationsWithCounts(db)).map(organizationDto) };
}

function organizationDto(o: Awaited<ReturnType<typeof repo.findOrganizationsWithCounts>>[number]) {
  return {
    id: o.id,
    name: o.name,
    slug: o.slug,
    created_at: o.createdAt.toISOString(),
    active_members: o.activeMembers,
    inactive_members: o.inactiveMembers,
    teams: o.teams,
    suspended_at: o.suspendedAt?.toISOString() ?? null,
    suspension_reason: o.suspensionReason ?? null,
  };
}

const AUTH_EVENTS_SHOWN = 20;

/** One user: memberships, live sessions, the latest authentication events and the disablement. */
export async function getUser(db: Db, actor: Actor, userId: string): Promise<AdminUserDetail> {
  assertPlatformArea(actor, 'users');
  const user = await repo.findUser(db, userId);
  if (!user) throw notFound('User');
  const [memberships, liveSessions, events] = await Promise.all([
    repo.findMembershipsOf(db, [userId]),
    repo.findLiveSessions(db, userId),
    repo.findAuthEvents(db, userId, AUTH_EVENTS_SHOWN),
  ]);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    email_verified: user.emailVerified,
    platform_role: user.platformRole,
    created_at: user.createdAt.toISOString(),
    active_sessions: liveSessions.length,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    disabled: user.disabledAt
      ? {
          disabled_at: user.disabledAt.toISOString(),
          disabled_by: user.disabledBy,
          reason: user.disabledReason,
        }
      : null,
    memberships: memberships.map((m) => ({
      organization_id: m.organizationId,
      organization_name: m.organizationName,
      role_key: m.roleKey,
      status: m.status,
      is_primary: m.isPrimary,
    })),
    sessions: liveSessions.map((x) => ({
      id: x.id,
      created_at: x.createdAt.toISOString(),
      expires_at: x.expiresAt.toISOString(),
      ip_address: x.ipAddress,
      user_agent: x.userAgent,
    })),
    auth_events: events.map((e) => {
      const after = (e.after ?? {}) as { ip?: unknown; reason?: unknown };
      return {
        id: e.id,
        action: e.action,
        at: e.createdAt.toISOString(),
        ip: typeof after.ip === 'string' ? after.ip : null,
        reason: after.reason === undefined || after.reason === null ? null : String(after.reason),
      };
    }),
  };
}

/**
 * Disables a user (system admins: the route's manage:system): every session ends in the same
 * transaction, sign-in is refused (auth.ts asks `signInRefusal`) and so is any request with an API
 * token of theirs (request-actor.ts; the row bumps their authz version). ADR 0149.
 */
export async function disableUser(
  db: Db,
  actor: Actor,
  userId: string,
  input: AdminReasonInput,
  requestId: string,
) {
  if (userId === actor.userId)
    throw new AppError('CONFLICT', 'You cannot disable your own account; ask another system admin');
  await db.transaction(async (tx) => {
    if (!(await repo.userExists(tx, userId))) throw notFound('User');
    const reason = input.reason || null;
    if (!(await repo.insertDisablement(tx, userId, actor.userId, reason)))
      throw new AppError('CONFLICT', 'This user is already disabled');
    const ended = await repo.deleteLiveSessions(tx, userId);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'admin.user.disable',
      entityType: 'user',
      entityId: userId,
      before: { disabled: false },
      after: { disabled: true, reason, sessions_ended: ended },
      requestId,
    });
  });
  return getUser(db, actor, userId);
}

/** Enables a disabled user: they can sign in again. */
export async function enableUser(db: Db, actor: Actor, userId: string, requestId: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.userExists(tx, userId))) throw notFound('User');
    const removed = await repo.deleteDisablement(tx, userId);
    if (!removed) throw new AppError('CONFLICT', 'This user is not disabled');
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'admin.user.enable',
      entityType: 'user',
      entityId: userId,
      before: { disabled: true, reason: removed.reason, disabled_at: removed.disabledAt.toISOString() },
      after: { disabled: false },
      requestId,
    });
  });
  return getUser(db, actor, userId);
}

/**
 * Why the user may not sign in (auth.ts's session hook), or null: a disabled account, or a primary
 * organization that is suspended (system admins excepted, as on every request).
 */
export async function signInRefusal(db: Db, userId: string) {
  const row = await findActorRow(db, userId);
  if (row.disabled) return { code: ACCOUNT_DISABLED_CODE, message: ACCOUNT_DISABLED_MESSAGE };
  const systemAdmin = row.roleKey === 'system_admin' || row.platformRole === 'system_admin';
  if (row.organizationSuspended && !systemAdmin)
    return { code: ORGANIZATION_SUSPENDED_CODE, message: ORGANIZATION_SUSPENDED_MESSAGE };
  return null;
}

/** Sends the auth module's verification e-mail again to an unverified user. */
export async function resendVerification(
  db: Db,
  actor: Actor,
  userId: string,
  requestId: string,
  auth: Auth | undefined,
) {
  const user = await repo.findUser(db, userId);
  if (!user) throw notFound('User');
  if (user.emailVerified) throw new AppError('CONFLICT', 'This user has already verified their e-mail');
  if (user.disabledAt) throw new AppError('CONFLICT', 'Enable the user before sending them an e-mail');
  if (!auth) throw new AppError('INTERNAL', 'E-mail verification is not available');
  await auth.api.sendVerificationEmail({ body: { email: user.email } });
  await writeAudit(db, {
    actorUserId: actor.userId,
    action: 'admin.user.resend_verification',
    entityType: 'user',
    entityId: userId,
    after: { email: user.email },
    requestId,
  });
  return { sent_to: user.email };
}

/**
 * Suspends an organization: its members are refused on every request (request-actor.ts; the row's
 * trigger bumps every member's authz version, so no cached actor outlives it). ADR 0149.
 */
export async function suspendOrganization(
  db: Db,
  actor: Actor,
  organizationId: string,
  input: AdminReasonInput,
  requestId: string,
) {
  await db.transaction(async (tx) => {
    if (!(await repo.organizationExists(tx, organizationId))) throw notFound('Organization');
    const reason = input.reason || null;
    if (!(await repo.insertSuspension(tx, organizationId, actor.userId, reason)))
      throw new AppError('CONFLICT', 'This organization is already suspended');
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'admin.organization.suspend',
      entityType: 'organization',
      entityId: organizationId,
      before: { suspended: false },
      after: { suspended: true, reason },
      requestId,
    });
  });
  return organizationOut(db, organizationId);
}

export async function reinstateOrganization(db: Db, actor: Actor, organizationId: string, requestId: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.organizationExists(tx, organizationId))) throw notFound('Organization');
    const removed = await repo.deleteSuspension(tx, organizationId);
    if (!removed) throw new AppError('CONFLICT', 'This organization is not suspended');
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'admin.organization.reinstate',
      entityType: 'organization',
      entityId: organizationId,
      before: { suspended: true, reason: removed.reason },
      after: { suspended: false },
      requestId,
    });
  });
  return organizationOut(db, organizationId);
}

export async function organizationOut(db: Db, organizationId: string) {
  const [found] = await repo.findOrganizationsWithCounts(db, organizationId);
  if (!found) throw notFound('Organization');
  return organizationDto(found);
}

const SECURITY_LIST_SIZE = 50;
const RATE_LIMIT_LOOKBACK_MS = 10 * 60_000;
/** Better Auth's endpoints with their own stricter limit (auth.ts `customRules`); the rest get 300. */
const STRICT_AUTH_PATHS = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/change-password',
]);
const AUTH_DEFAULT_PER_MINUTE = 300;

/** Which limit a rate-limit counter is held to, or null for a key this page does not explain. */
function classifyCounter(key: string, limits: SecurityLimits) {
  const ours = /^threshold:write:(address|user):(.+)$/.exec(key);
  if (ours)
    return ours[1] === 'address'
      ? { kind: 'writes per address', subject: ours[2]!, limit: limits.addressWritesPerMinute }
      : { kind: 'writes per user', subject: ours[2]!, limit: limits.userWritesPerMinute };
  if (key.startsWith('threshold:')) return null; // a route's own limit: declared on the route
  const bar = key.indexOf('|');
  if (bar < 0) return null;
  const path = key.slice(bar + 1);
  return {
    kind: `sign-in and account (${path})`,
    subject: key.slice(0, bar),
    limit: STRICT_AUTH_PATHS.has(path) ? limits.authPerMinute : AUTH_DEFAULT_PER_MINUTE,
  };
}

export interface SecurityLimits {
  authPerMinute: number;
  addressWritesPerMinute: number;
  userWritesPerMinute: number;
}

/**
 * /admin/security (platform staff, read-only): authentication events from the audit log, failed
 * sign-ins by address, live sessions, and the rate-limit counters that reached their limit.
 */
export async function securityOverview(
  db: Db,
  actor: Actor,
  query: AdminSecurityQuery,
  limits: SecurityLimits,
): Promise<AdminSecurityOverview> {
  assertPlatformArea(actor, 'security');
  const since = new Date(Date.now() - query.hours * 3600_000);
  const { counts, events } = await repo.findAuthEventsSince(db, since, SECURITY_LIST_SIZE);
  const failed = await repo.findFailedSignInsByAddress(db, since, SECURITY_LIST_SIZE);
  const live = await repo.findActiveSessions(db, SECURITY_LIST_SIZE);
  const minLimit = Math.min(limits.authPerMinute, limits.addressWritesPerMinute, limits.userWritesPerMinute);
  const counters = await repo.findBusyRateLimitCounters(
    db,
    Date.now() - RATE_LIMIT_LOOKBACK_MS,
    minLimit,
    SECURITY_LIST_SIZE * 4,
  );
  const rateLimited = counters.flatMap((c) => {
    const rule = classifyCounter(c.key, limits);
    if (!rule || c.count < rule.limit) return [];
    return [
      {
        key: c.key,
        kind: rule.kind,
        subject: rule.subject,
        count: c.count,
        limit: rule.limit,
        window_started_at: new Date(c.lastRequest).toISOString(),
      },
    ];
  });
  return {
    since: since.toISOString(),
    event_counts: counts,
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      at: e.created_at.toISOString(),
      user_id: e.user_id,
      email: e.email,
      ip: e.ip,
      reason: e.reason,
    })),
    failed_sign_ins_by_address: failed.map((f) => ({
      ip: f.ip,
      failures: f.failures,
      emails: f.emails,
      last_at: f.lastAt.toISOString(),
    })),
    active_sessions: {
      sessions: live.sessions,
      users: live.users,
      newest: live.newest.map((s) => ({
        id: s.id,
        user_id: s.userId,
        email: s.email,
        ip_address: s.ipAddress,
        created_at: s.createdAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
      })),
    },
    rate_limited: rateLimited.slice(0, SECURITY_LIST_SIZE),
  };
}
