import { eq } from 'drizzle-orm';
import { CrmSettings } from '@threshold/domain/contacts/crmSettings.contract';
import type { DbOrTx } from '../../platform/db/client';
import { readSetting, writeSetting } from '../organizations/organization-settings.repository';
import { organizations } from '../organizations/organizations.schema';
import { crmRoutingState } from './contacts.schema';

/** organizations.settings.crm, with defaults for anything missing or malformed. */
export async function readCrmSettings(db: DbOrTx, organizationId: string | null): Promise<CrmSettings> {
  if (!organizationId) return CrmSettings.parse({});
  const parsed = CrmSettings.safeParse((await readSetting(db, organizationId, ['crm'])) ?? {});
  return parsed.success ? parsed.data : CrmSettings.parse({});
}

export async function writeCrmSettings(
  db: DbOrTx,
  organizationId: string,
  settings: CrmSettings,
): Promise<void> {
  await writeSetting(db, organizationId, ['crm'], settings);
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
