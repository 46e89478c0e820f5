import {
  ACCOUNT_DISABLED_MESSAGE,
  ORGANIZATION_SUSPENDED_MESSAGE,
} from '@threshold/domain/admin/admin.contract';
import { roleWithOverrides } from '@threshold/domain/admin/role-overrides';
import {
  DEFAULT_ROLE_KEY,
  effectiveScopes,
  isRoleKey,
  type EffectiveScopes,
  type RoleCapabilities,
  type RoleKey,
} from '@threshold/domain/roles';
import { permissionsForDefinition, type Permission } from '@threshold/domain/permissions';
import type { FeatureFlagOverrideRow } from '@threshold/domain/platform-admin/feature-flags';
import type { DbOrTx } from '../db/client';
import { findActorRow, type ActorRow } from './session-actor.repository';

/** Who is calling: resolved once per request from the session, then used by every check. */
export interface Actor {
  userId: string;
  email: string;
  emailVerified: boolean;
  organizationId: string | null;
  role: RoleKey;
  isSystemAdmin: boolean;
  /** user_profiles.platform_role: system_admin, platform_moderator, support_agent or null (issue 17). */
  platformRole: string | null;
  permissions: ReadonlySet<Permission>;
  /** The role's capabilities as the organization has them (role overrides applied, ADR 0174). */
  capabilities: RoleCapabilities;
  scopes: EffectiveScopes;
  teamIds: string[];
  /** The feature-flag overrides that apply to the organization (ADR 0139): the area gate reads them. */
  featureOverrides: readonly FeatureFlagOverrideRow[];
  /** Set when the request authenticated with a personal API token (ADR 0121), not a session. */
  apiTokenId?: string;
}

export interface ActorUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

export async function loadActor(db: DbOrTx, user: ActorUser): Promise<Actor> {
  return buildActor(user, await findActorRow(db, user.id));
}

/**
 * Why the user may not act at all now, or null (ADR 0149): a disabled account, or a member of a
 * suspended organization (a system admin still may). Every credential applies it: the session and
 * API-token resolver, and the credentials outside a request's cookie such as a calendar feed token.
 */
export function refusalOf(row: ActorRow, actor: Actor): string | null {
  if (row.disabled) return ACCOUNT_DISABLED_MESSAGE;
  if (row.organizationSuspended && !actor.isSystemAdmin) return ORGANIZATION_SUSPENDED_MESSAGE;
  return null;
}

/**
 * The actor of a user who may act now, or null when they are refused (refusalOf): for a credential
 * that names a user (a feed token), and for people the server acts for or tells of something
 * (notices, morning agendas) — a disabled account or a suspended organization hears nothing.
 */
export async function loadActiveActor(db: DbOrTx, user: ActorUser): Promise<Actor | null> {
  const row = await findActorRow(db, user.id);
  const actor = buildActor(user, row);
  return refusalOf(row, actor) === null ? actor : null;
}

/** Effective role = the primary active membership's role (default renter); spec §6. */
export function buildActor(user: ActorUser, row: ActorRow): Actor {
  const role: RoleKey = row.roleKey && isRoleKey(row.roleKey) ? row.roleKey : DEFAULT_ROLE_KEY;
  const isSystemAdmin = role === 'system_admin' || row.platformRole === 'system_admin';
  const definition = roleWithOverrides(role, row.roleOverrides);
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    organizationId: row.organizationId,
    role,
    isSystemAdmin,
    platformRole: row.platformRole,
    permissions: new Set(permissionsForDefinition(definition, { isSystemAdmin })),
    capabilities: definition.capabilities,
    scopes: isSystemAdmin
      ? { transactionAccessScope: 'all', documentAccessScope: 'all' }
      : effectiveScopes(
          role,
          row.roleDetails as Parameters<typeof effectiveScopes>[1],
          definition.capabilities,
        ),
    teamIds: row.teamIds,
    featureOverrides: row.featureOverrides,
  };
}
