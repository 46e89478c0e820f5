import { and, eq } from 'drizzle-orm';
import { DEFAULT_ROLE_KEY, effectiveScopes, isRoleKey, type EffectiveScopes, type RoleKey } from '@threshold/domain/roles';
import { permissionsForRole, type Permission } from '@threshold/domain/permissions';
import type { Db } from '../db/client';
import { userProfiles } from '../../modules/identity/identity.schema';
import {
  currentUserPrimaryAffiliations,
  teamMembers,
  teams,
} from '../../modules/organizations/organizations.schema';

/** Who is calling: resolved once per request from the session, then used by every check. */
export interface Actor {
  userId: string;
  email: string;
  emailVerified: boolean;
  organizationId: string | null;
  role: RoleKey;
  isSystemAdmin: boolean;
  permissions: ReadonlySet<Permission>;
  scopes: EffectiveScopes;
  teamIds: string[];
}

export async function loadActor(db: Db, user: { id: string; email: string; emailVerified: boolean }): Promise<Actor> {
  const [[affiliation], [profile], teamRows] = await Promise.all([
    db
      .select({ organizationId: currentUserPrimaryAffiliations.organizationId, roleKey: currentUserPrimaryAffiliations.roleKey })
      .from(currentUserPrimaryAffiliations)
      .where(eq(currentUserPrimaryAffiliations.userId, user.id))
      .limit(1),
    db
      .select({ platformRole: userProfiles.platformRole, roleDetails: userProfiles.roleDetails })
      .from(userProfiles)
      .where(eq(userProfiles.id, user.id))
      .limit(1),
    // Teams of the primary organization only (joined through the affiliation view).
    db
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(currentUserPrimaryAffiliations, eq(currentUserPrimaryAffiliations.userId, teamMembers.userId))
      .where(
        and(
          eq(teamMembers.userId, user.id),
          eq(teamMembers.status, 'active'),
          eq(teams.organizationId, currentUserPrimaryAffiliations.organizationId),
        ),
      ),
  ]);
  const role: RoleKey = affiliation && isRoleKey(affiliation.roleKey) ? affiliation.roleKey : DEFAULT_ROLE_KEY;
  const isSystemAdmin = role === 'system_admin' || profile?.platformRole === 'system_admin';
  const organizationId = affiliation?.organizationId ?? null;
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    organizationId,
    role,
    isSystemAdmin,
    permissions: new Set(permissionsForRole(role, { isSystemAdmin })),
    scopes: isSystemAdmin
      ? { transactionAccessScope: 'all', documentAccessScope: 'all' }
      : effectiveScopes(role, profile?.roleDetails as Parameters<typeof effectiveScopes>[1]),
    teamIds: teamRows.map((t) => t.id),
  };
}
