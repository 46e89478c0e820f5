/** System administration, first slice (issue 17, ADR 0108). Every action is audited. */
import type {
  AdminOrganizationList,
  AdminUserPage,
  AdminUsersQuery,
} from '@threshold/domain/admin/admin.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import * as repo from './admin.repository';

const PLATFORM_READERS = new Set(['system_admin', 'platform_moderator', 'support_agent']);

/** System admins, platform moderators and support agents read the platform; others get 403. */
export function assertPlatformReader(actor: Actor) {
  if (actor.isSystemAdmin || (actor.platformRole && PLATFORM_READERS.has(actor.platformRole))) return;
  throw new AppError('FORBIDDEN', 'Only platform staff see the platform’s users and organizations');
}

export async function listUsers(db: Db, actor: Actor, query: AdminUsersQuery): Promise<AdminUserPage> {
  assertPlatformReader(actor);
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
  assertPlatformReader(actor);
  const rows = await repo.findOrganizationsWithCounts(db);
  return {
    items: rows.map((o) => ({
      id: o.id,
      name: o.name,
      slug: o.slug,
      created_at: o.createdAt.toISOString(),
      active_members: o.activeMembers,
      inactive_members: o.inactiveMembers,
      teams: o.teams,
    })),
  };
}
