import type { CrmSettingsDto, UpdateCrmSettingsInput } from '@threshold/domain/contacts/crm-settings.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { findPeople } from '../organizations/organization-people.repository';
import { filterCrmUsers } from './contacts-owners';
import { readCrmSettings, writeCrmSettings } from './crm-settings.repository';

function requireOrganization(actor: Actor): string {
  if (!actor.organizationId)
    throw new AppError('VALIDATION_FAILED', 'You are not a member of an organization', {
      _: 'No organization',
    });
  return actor.organizationId;
}

async function toDto(db: DbOrTx, organizationId: string): Promise<CrmSettingsDto> {
  const settings = await readCrmSettings(db, organizationId);
  const people = await findPeople(db, settings.lead_routing.agent_ids);
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    needs_attention_days: settings.needs_attention_days,
    lead_routing: {
      mode: settings.lead_routing.mode,
      agent_ids: settings.lead_routing.agent_ids,
      agents: settings.lead_routing.agent_ids.map(
        (id) => byId.get(id) ?? { id, first_name: null, last_name: null },
      ),
    },
    version: settings.version,
  };
}

/** The 409 of a change based on an older version: the settings now, and who changed them when. */
async function refuseStale(tx: DbOrTx, organizationId: string): Promise<never> {
  throw staleVersion(
    await toDto(tx, organizationId),
    await latestChangeOf(tx, 'organization', organizationId, {
      organizationId,
      action: 'crm_settings.update',
    }),
  );
}

export async function getCrmSettings(db: Db, actor: Actor): Promise<CrmSettingsDto> {
  return toDto(db, requireOrganization(actor));
}

export async function updateCrmSettings(
  db: Db,
  actor: Actor,
  input: UpdateCrmSettingsInput,
  requestId?: string,
  expectedVersion?: number,
): Promise<CrmSettingsDto> {
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const { version, ...before } = await readCrmSettings(tx, organizationId);
    if (expectedVersion !== undefined && version !== expectedVersion) await refuseStale(tx, organizationId);
    const next = {
      needs_attention_days: input.needs_attention_days ?? before.needs_attention_days,
      lead_routing: input.lead_routing ?? before.lead_routing,
    };
    if (input.lead_routing) {
      const ok = await filterCrmUsers(tx, organizationId, input.lead_routing.agent_ids);
      const bad = input.lead_routing.agent_ids.findIndex((id) => !ok.has(id));
      if (bad >= 0)
        throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
          [`lead_routing.agent_ids.${bad}`]: 'Not an agent of this organization',
        });
    }
    if (!(await writeCrmSettings(tx, organizationId, next, expectedVersion)))
      await refuseStale(tx, organizationId);
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'crm_settings.update',
      entityType: 'organization',
      entityId: organizationId,
      before,
      after: next,
      requestId: requestId ?? null,
    });
    return toDto(tx, organizationId);
  });
}
