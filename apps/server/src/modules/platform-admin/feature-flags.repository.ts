/** Feature-flag overrides (ADR 0152). */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { organizations } from '../organizations/organizations.schema';
import { featureFlagOverrides } from './platform-admin.schema';

const columns = {
  key: featureFlagOverrides.flagKey,
  organizationId: featureFlagOverrides.organizationId,
  enabled: featureFlagOverrides.enabled,
};

/** Every override with the organization's name, for the admin page. */
export function findAllOverrides(db: DbOrTx) {
  return db
    .select({
      ...columns,
      organizationName: organizations.name,
      updatedAt: featureFlagOverrides.updatedAt,
    })
    .from(featureFlagOverrides)
    .leftJoin(organizations, eq(organizations.id, featureFlagOverrides.organizationId))
    .orderBy(asc(featureFlagOverrides.flagKey), asc(organizations.name));
}

export async function organizationExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return Boolean(row);
}

const target = (flagKey: string, organizationId: string | null) =>
  and(
    eq(featureFlagOverrides.flagKey, flagKey),
    organizationId
      ? eq(featureFlagOverrides.organizationId, organizationId)
      : isNull(featureFlagOverrides.organizationId),
  );

/** The override's value before a change (null = none). */
export async function findOverride(db: DbOrTx, flagKey: string, organizationId: string | null) {
  const [row] = await db.select(columns).from(featureFlagOverrides).where(target(flagKey, organizationId));
  return row ? row.enabled : null;
}

/** Sets (or, with null, removes) one override. */
export async function writeOverride(
  db: DbOrTx,
  flagKey: string,
  organizationId: string | null,
  enabled: boolean | null,
  userId: string,
) {
  await db.delete(featureFlagOverrides).where(target(flagKey, organizationId));
  if (enabled === null) return;
  await db.insert(featureFlagOverrides).values({ flagKey, organizationId, enabled, updatedBy: userId });
}
