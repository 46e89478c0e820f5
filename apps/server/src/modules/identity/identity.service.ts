import { platformAreasFor } from '@threshold/domain/admin/platform-areas';
import { getRole, ROLES, type RoleKey } from '@threshold/domain/roles';
import { isPermission, roleHasPermission } from '@threshold/domain/permissions';
import { organizationLogoUrl } from '@threshold/domain/organizations/organization-logo.contract';
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import type { UpdateProfileInput } from '@threshold/domain/identity/update-profile.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import {
  findActiveTeams,
  findMembershipRole,
  findPrimaryAffiliation,
  findSupervisorPeople,
} from '../organizations/organizations.repository';
import { getTermsStatus } from '../onboarding/terms.service';
import { featuresOf } from '../platform-admin/feature-flags.service';
import { toProfileDto, splitName } from './identity.dto';
import {
  deleteOwnSession,
  ensureProfile,
  getIdentity,
  getProfile,
  markProfileVerified,
  updateProfile,
} from './identity.repository';

export async function getMe(db: Db, actor: Actor): Promise<MeDto> {
  const [identity, existingProfile, affiliation, supervisors, supervisees, legal] = await Promise.all([
    getIdentity(db, actor.userId),
    getProfile(db, actor.userId),
    findPrimaryAffiliation(db, actor.userId),
    findSupervisorPeople(db, actor.userId, 'supervisors'),
    findSupervisorPeople(db, actor.userId, 'supervisees'),
    getTermsStatus(db, actor.userId),
  ]);
  if (!identity) throw notFound('User');
  const profile =
    existingProfile ?? (await ensureProfile(db, { id: actor.userId, ...splitName(identity.name) }));
  const teamRows = affiliation ? await findActiveTeams(db, actor.userId, affiliation.organizationId) : [];
  const role = getRole(actor.role);
  const features = featuresOf(actor);
  return {
    user: {
      id: identity.id,
      email: identity.email,
      // Better Auth keeps a flag, not a time; the last identity update is when it was confirmed.
      email_confirmed_at: identity.emailVerified ? identity.updatedAt.toISOString() : null,
    },
    profile: toProfileDto(profile),
    primaryAffiliation: affiliation
      ? {
          organization_id: affiliation.organizationId,
          organization_name: affiliation.organizationName,
          logo_url: affiliation.logoSha256
            ? organizationLogoUrl(affiliation.organizationId, affiliation.logoSha256)
            : null,
          role_key: affiliation.roleKey as RoleKey,
          role_name: affiliation.roleName,
          is_primary: affiliation.isPrimary,
          status: affiliation.status,
          teams: teamRows,
        }
      : null,
    effectiveRole: actor.role,
    roleGroup: role.group,
    accessLevel: role.accessLevel,
    capabilities: { ...actor.capabilities },
    accessScopes: actor.scopes,
    permissions: [...actor.permissions].sort(),
    isSystemAdmin: actor.isSystemAdmin,
    platformAreas: platformAreasFor(actor.platformRole, actor.isSystemAdmin),
    supervisors,
    supervisees,
    legal,
    features,
  };
}

export async function updateMyProfile(db: Db, actor: Actor, input: UpdateProfileInput, requestId?: string) {
  return db.transaction(async (tx) => {
    const before = await getProfile(tx, actor.userId);
    if (!before) throw notFound('Profile');
    const patch = {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.profile_image_url !== undefined && { profileImageUrl: input.profile_image_url }),
      ...(input.ccpa_opt_out !== undefined && { ccpaOptOut: input.ccpa_opt_out }),
    };
    const after = await updateProfile(tx, actor.userId, patch);
    await writeAudit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'profile.update',
      entityType: 'user_profile',
      entityId: actor.userId,
      before: toProfileDto(before),
      after: toProfileDto(after),
      requestId,
    });
    return toProfileDto(after);
  });
}

export async function syncVerificationStatus(db: Db, actor: Actor) {
  if (actor.emailVerified) await markProfileVerified(db, actor.userId);
  const profile = await getProfile(db, actor.userId);
  if (!profile) throw notFound('Profile');
  return toProfileDto(profile);
}

/** May the caller ask about `targetUserId`? Themselves always; organization admins about their members. */
async function assertCanInspect(db: Db, actor: Actor, targetUserId: string) {
  if (targetUserId === actor.userId || actor.isSystemAdmin) return;
  const isOrgAdmin = ROLES[actor.role].capabilities.canManageOrganization;
  const sameOrg = actor.organizationId && (await findMembershipRole(db, targetUserId, actor.organizationId));
  if (!isOrgAdmin || !sameOrg) throw notFound('User');
}

export async function isSystemAdmin(db: Db, actor: Actor, targetUserId: string): Promise<boolean> {
  await assertCanInspect(db, actor, targetUserId);
  return targetIsSystemAdmin(db, actor, targetUserId);
}

/** Assumes the caller may inspect the target (checked by the exported functions). */
async function targetIsSystemAdmin(db: Db, actor: Actor, targetUserId: string): Promise<boolean> {
  if (targetUserId === actor.userId) return actor.isSystemAdmin;
  const [profile, affiliation] = await Promise.all([
    getProfile(db, targetUserId),
    findPrimaryAffiliation(db, targetUserId),
  ]);
  return profile?.platformRole === 'system_admin' || affiliation?.roleKey === 'system_admin';
}

/** Spec §7 has_permission: the user's role in the given organization (default: primary) grants it. */
export async function hasPermission(
  db: Db,
  actor: Actor,
  input: { p_user_id: string; p_permission_name: string; p_organization_id?: string | undefined },
): Promise<boolean> {
  await assertCanInspect(db, actor, input.p_user_id);
  if (!isPermission(input.p_permission_name)) return false;
  if (await targetIsSystemAdmin(db, actor, input.p_user_id)) return true;
  const organizationId =
    input.p_organization_id ?? (await findPrimaryAffiliation(db, input.p_user_id))?.organizationId;
  if (!organizationId) return false;
  const roleKey = await findMembershipRole(db, input.p_user_id, organizationId);
  if (!roleKey || !(roleKey in ROLES)) return false;
  return roleHasPermission(roleKey as RoleKey, input.p_permission_name);
}

/** Better Auth hook: the profile is created in the sign-up request from first_name/last_name. */
export async function createProfileForNewUser(
  db: Db,
  user: { id: string; name: string },
  body: Record<string, unknown>,
) {
  const fallback = splitName(user.name);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  await ensureProfile(db, {
    id: user.id,
    firstName: text(body.first_name) ?? fallback.firstName,
    lastName: text(body.last_name) ?? fallback.lastName,
    verificationStatus: 'unverified',
  });
}

/** Signs one of the caller's own sessions out, by its opaque id (tokens never reach the browser). */
export async function revokeOwnSession(db: Db, actor: Actor, sessionId: string, requestId?: string) {
  await db.transaction(async (tx) => {
    const revoked = await deleteOwnSession(tx, actor.userId, sessionId);
    if (!revoked) throw notFound('Session');
    await writeAudit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'auth.session_revoked',
      entityType: 'session',
      entityId: sessionId,
      before: { ip: revoked.ipAddress, user_agent: revoked.userAgent },
      requestId,
    });
  });
  return { revoked: true as const };
}
