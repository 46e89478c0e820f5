/**
 * The live role registry and per-organization role overrides (issue 17 item 6, ADR 0174). Platform
 * staff read any organization's roles (or the platform's counts); a managing broker reads their own
 * organization's, read-only; only system admins change overrides (`manage:system` at the router).
 * The authz-version trigger on organization_role_overrides makes a change apply on the next request.
 */
import {
  allowedOverrides,
  isOverridableRole,
  OVERRIDABLE_FLAGS,
  OVERRIDABLE_SCOPES,
} from '@threshold/domain/admin/role-overrides';
import { canReadPlatformArea } from '@threshold/domain/admin/platform-areas';
import type {
  RoleOverrideDto,
  RoleOverridesInput,
  RoleRegistryDto,
  RoleRegistryQuery,
} from '@threshold/domain/admin/role-registry.contract';
import { accessLevelForRank, ROLES, type RoleCapabilities, type RoleKey } from '@threshold/domain/roles';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import * as repo from './role-overrides.repository';

/** Which organization the caller reads: any (or none) for platform staff, their own for its managers. */
function organizationToRead(actor: Actor, requested: string | undefined): string | null {
  if (canReadPlatformArea(actor.platformRole, actor.isSystemAdmin, 'roles')) return requested ?? null;
  if (!actor.permissions.has('manage:roles') || !actor.organizationId)
    throw new AppError('FORBIDDEN', 'Only managing brokers and platform staff see the role registry');
  if (requested && requested !== actor.organizationId) throw notFound('Organization');
  return actor.organizationId;
}

export async function getRoleRegistry(
  db: Db,
  actor: Actor,
  query: RoleRegistryQuery,
): Promise<RoleRegistryDto> {
  const organizationId = organizationToRead(actor, query.organization_id);
  const name = organizationId ? await repo.findOrganizationName(db, organizationId) : null;
  if (organizationId && name === null) throw notFound('Organization');
  const [rows, overrides] = await Promise.all([
    repo.findRolesWithMembers(db, organizationId),
    organizationId ? repo.findOverridesOf(db, organizationId) : Promise.resolve([]),
  ]);
  const stored = new Map(overrides.map((o) => [o.roleKey, o]));
  return {
    organization: organizationId ? { id: organizationId, name: name! } : null,
    can_override: actor.isSystemAdmin && organizationId !== null,
    overridable_flags: [...OVERRIDABLE_FLAGS],
    overridable_scopes: [...OVERRIDABLE_SCOPES],
    roles: rows
      .filter((r): r is typeof r & { key: RoleKey } => r.key in ROLES)
      .map((r) => {
        const defaults = r.capabilities as unknown as RoleCapabilities;
        const row = stored.get(r.key);
        const changed = allowedOverrides(r.key, row?.overrides);
        return {
          key: r.key,
          name: r.name,
          rank: r.rank,
          group: ROLES[r.key].group,
          access_level: accessLevelForRank(r.rank),
          defaults,
          overrides: changed,
          override_version: row?.version ?? 0,
          effective: { ...defaults, ...changed },
          overridable: isOverridableRole(r.key),
          members: r.members,
        };
      }),
  };
}

const toDto = (
  organizationId: string,
  roleKey: RoleKey,
  row: repo.RoleOverrideRow | null,
): RoleOverrideDto => ({
  organization_id: organizationId,
  role_key: roleKey,
  overrides: allowedOverrides(roleKey, row?.overrides),
  version: row?.version ?? 0,
});

const entityOf = (organizationId: string, roleKey: string) => `${organizationId}:${roleKey}`;

export async function getRoleOverride(db: Db, actor: Actor, organizationId: string, roleKey: RoleKey) {
  organizationToRead(actor, organizationId);
  if ((await repo.findOrganizationName(db, organizationId)) === null) throw notFound('Organization');
  return toDto(organizationId, roleKey, await repo.findOverride(db, organizationId, roleKey));
}

/** Only what differs from the registry is kept, so "back to the default" leaves no trace behind. */
function differences(roleKey: RoleKey, input: RoleOverridesInput): Record<string, unknown> {
  const defaults = ROLES[roleKey].capabilities as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && defaults[key] !== value),
  );
}

/** Replaces a role's overrides in one organization (versioned: version 0 = none stored yet). */
export async function saveRoleOverride(
  db: Db,
  actor: Actor,
  organizationId: string,
  roleKey: RoleKey,
  input: RoleOverridesInput,
  expectedVersion: number | undefined,
  requestId: string,
): Promise<RoleOverrideDto> {
  if (!isOverridableRole(roleKey))
    throw new AppError('VALIDATION_FAILED', 'This role cannot be changed', {
      roleKey: `${ROLES[roleKey].name} keeps the registry's capabilities in every organization`,
    });
  const overrides = differences(roleKey, input);
  return db.transaction(async (tx) => {
    if ((await repo.findOrganizationName(tx, organizationId)) === null) throw notFound('Organization');
    const current = await repo.findOverride(tx, organizationId, roleKey, { forUpdate: true });
    const stale = async () =>
      staleVersion(
        toDto(organizationId, roleKey, current),
        await latestChangeOf(tx, 'organization_role_override', entityOf(organizationId, roleKey)),
      );
    if (expectedVersion !== undefined && expectedVersion !== (current?.version ?? 0)) throw await stale();
    const written = current
      ? await repo.updateOverride(tx, current.id, expectedVersion, { overrides, updatedBy: actor.userId })
      : await repo.insertOverride(tx, { organizationId, roleKey, overrides, updatedBy: actor.userId });
    if (!written) throw await stale();
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'admin.role_override.update',
      entityType: 'organization_role_override',
      entityId: entityOf(organizationId, roleKey),
      before: { role: roleKey, overrides: allowedOverrides(roleKey, current?.overrides) },
      after: { role: roleKey, overrides },
      requestId,
    });
    return toDto(organizationId, roleKey, await repo.findOverride(tx, organizationId, roleKey));
  });
}
