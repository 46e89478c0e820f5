/** /brokerage: the organization's settings (issue 17, ADR 0107). */
import {
  OrganizationSettingsInput,
  type OrganizationSettingsDto,
} from '@threshold/domain/organizations/organization-settings.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { organizationOf } from './member-authority';
import { readOrganizationProfile, writeOrganizationProfile } from './organization-profile.repository';

export async function getOrganizationSettings(db: DbOrTx, actor: Actor): Promise<OrganizationSettingsDto> {
  const organizationId = organizationOf(actor);
  const row = await readOrganizationProfile(db, organizationId);
  if (!row) throw notFound('Organization');
  const stored = row.stored && typeof row.stored === 'object' ? (row.stored as Record<string, unknown>) : {};
  const { version: _v, ...rest } = stored;
  // Anything missing or malformed falls back to the defaults, field by field.
  const parsed = OrganizationSettingsInput.safeParse({ ...rest, name: row.name });
  const settings = parsed.success ? parsed.data : OrganizationSettingsInput.parse({ name: row.name });
  return { ...settings, organization_id: organizationId, version: row.version };
}

export async function updateOrganizationSettings(
  db: Db,
  actor: Actor,
  input: OrganizationSettingsInput,
  expectedVersion: number | undefined,
  requestId: string,
): Promise<OrganizationSettingsDto> {
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    const before = await getOrganizationSettings(tx, actor);
    const stale = async () =>
      staleVersion(
        before,
        await latestChangeOf(tx, 'organization', organizationId, { action: 'organization.settings' }),
      );
    if (expectedVersion !== undefined && before.version !== expectedVersion) throw await stale();
    const { name, ...profile } = input;
    if (!(await writeOrganizationProfile(tx, organizationId, name, profile, expectedVersion)))
      throw await stale();
    const after = await getOrganizationSettings(tx, actor);
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'organization.settings',
      entityType: 'organization',
      entityId: organizationId,
      before,
      after,
      requestId,
    });
    return after;
  });
}
