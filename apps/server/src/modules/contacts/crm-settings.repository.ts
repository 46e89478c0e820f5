import { eq } from 'drizzle-orm';
import { CrmSettings } from '@threshold/domain/contacts/crm-settings.contract';
import type { DbOrTx } from '../../platform/db/client';
import {
  readSetting,
  settingVersionOf,
  UNSAVED_SETTING_VERSION,
  writeVersionedSetting,
} from '../organizations/organization-settings.repository';
import { organizations } from '../organizations/organizations.schema';
import { crmRoutingState } from './contacts.schema';

/**
 * organizations.settings.crm, with defaults for anything missing or malformed, and its `version`
 * (issue 19: never saved = 1, ADR 0093).
 */
export async function readCrmSettings(
  db: DbOrTx,
  organizationId: string | null,
): Promise<CrmSettings & { version: number }> {
  if (!organizationId) return { ...CrmSettings.parse({}), version: UNSAVED_SETTING_VERSION };
  const stored = await readSetting(db, organizationId, ['crm']);
  const parsed = CrmSettings.safeParse(stored ?? {});
  return { ...(parsed.success ? parsed.data : CrmSettings.parse({})), version: settingVersionOf(stored) };
}

/** One UPDATE conditional on `expectedVersion` (undefined: unconditional); false when the settings moved on. */
export async function writeCrmSettings(
  db: DbOrTx,
  organizationId: string,
  settings: CrmSettings,
  expectedVersion?: number,
): Promise<boolean> {
  return (await writeVersionedSetting(db, organizationId, ['crm'], settings, expectedVersion)) !== null;
}

export async function getOrganizationName(db: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.name ?? null;
}

/** Locks the organization's round-robin pointer for this transaction and returns it. */
export async function lockRoutingState(db: DbOrTx, organizationId: string): Promise<string | null> {
  await db
    .insert(crmRoutingState)
    .values({ organizationId })
    .onConflictDoNothing({ target: crmRoutingState.organizationId });
  const [row] = await db
    .select({ last: crmRoutingState.lastAssignedUserId })
    .from(crmRoutingState)
    .where(eq(crmRoutingState.organizationId, organizationId))
    .for('update');
  return row?.last ?? null;
}

export async function saveRoutingState(
  db: DbOrTx,
  organizationId: string,
  lastAssignedUserId: string | null,
): Promise<void> {
  await db
    .update(crmRoutingState)
    .set({ lastAssignedUserId, updatedAt: new Date() })
    .where(eq(crmRoutingState.organizationId, organizationId));
}
