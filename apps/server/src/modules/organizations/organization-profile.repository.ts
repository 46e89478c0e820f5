import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { readSetting, settingVersionOf, writeVersionedSetting } from './organization-settings.repository';
import { organizations } from './organizations.schema';

/** The organization's name and its `profile` settings section (raw), with the section's version. */
export async function readOrganizationProfile(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) return null;
  const stored = await readSetting(db, organizationId, ['profile']);
  return { name: row.name, stored, version: settingVersionOf(stored) };
}

/** Writes the profile section conditionally on its version, then the name; false when it moved on. */
export async function writeOrganizationProfile(
  db: DbOrTx,
  organizationId: string,
  name: string,
  profile: Record<string, unknown>,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const version = await writeVersionedSetting(db, organizationId, ['profile'], profile, expectedVersion);
  if (version === null) return false;
  await db.update(organizations).set({ name }).where(eq(organizations.id, organizationId));
  return true;
}
