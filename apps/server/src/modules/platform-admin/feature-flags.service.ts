/** Runtime feature flags per organization (issue 17 item 7, ADR 0152). Every change is audited. */
import {
  FEATURE_FLAGS,
  effectiveFlags,
  flagForApiPath,
  isFlagEnabled,
  type FeatureFlagKey,
} from '@threshold/domain/platform-admin/feature-flags';
import type {
  EffectiveFeaturesDto,
  FeatureFlagList,
  SetFeatureFlagInput,
} from '@threshold/domain/platform-admin/feature-flags.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import * as repo from './feature-flags.repository';
import { assertPlatformArea } from '../../platform/authz/platform-area';

/** The caller's organization's flags, for GET /api/me (`features`), from the actor (ADR 0139). */
export function featuresOf(actor: Actor): EffectiveFeaturesDto {
  return effectiveFlags(actor.organizationId, actor.featureOverrides);
}

/**
 * The API gate: a request under a flag's prefix from a member of an organization where the flag is
 * off is answered 404, as if the area did not exist. The overrides come with the (cached) actor,
 * whose authz version every override change bumps (ADR 0139), so the gate costs no query.
 */
export function assertAreaEnabled(path: string, actor: Actor) {
  const flag = flagForApiPath(path);
  if (flag && !isFlagEnabled(flag.key, actor.organizationId, actor.featureOverrides))
    throw new AppError('NOT_FOUND', 'No such API endpoint');
}

export async function listFeatureFlags(db: Db, actor: Actor): Promise<FeatureFlagList> {
  assertPlatformArea(actor, 'features');
  const rows = await repo.findAllOverrides(db);
  return {
    items: FEATURE_FLAGS.map((flag) => {
      const global = rows.find((r) => r.key === flag.key && r.organizationId === null);
      return {
        key: flag.key,
        label: flag.label,
        description: flag.description,
        global_enabled: global ? global.enabled : true,
        global_overridden: Boolean(global),
        organizations: rows
          .filter((r) => r.key === flag.key && r.organizationId !== null)
          .map((r) => ({
            organization_id: r.organizationId!,
            organization_name: r.organizationName ?? '',
            enabled: r.enabled,
            updated_at: r.updatedAt.toISOString(),
          })),
      };
    }),
  };
}

/** Sets or clears one override (system admins: the route's manage:system). */
export async function setFeatureFlag(
  db: Db,
  actor: Actor,
  key: FeatureFlagKey,
  input: SetFeatureFlagInput,
  requestId: string,
): Promise<FeatureFlagList> {
  await db.transaction(async (tx) => {
    const orgId = input.organization_id;
    if (orgId && !(await repo.organizationExists(tx, orgId))) throw notFound('Organization');
    const before = await repo.findOverride(tx, key, orgId);
    await repo.writeOverride(tx, key, orgId, input.enabled, actor.userId);
    await writeAudit(tx, {
      organizationId: orgId,
      actorUserId: actor.userId,
      action: 'admin.feature_flag.set',
      entityType: 'feature_flag',
      entityId: key,
      before: { organization_id: orgId, enabled: before },
      after: { organization_id: orgId, enabled: input.enabled },
      requestId,
    });
  });
  return listFeatureFlags(db, actor);
}
