import { toKeyDateTemplate, validateKeyDateTemplate } from '@threshold/domain/transactions/key-date-defaults';
import type {
  KeyDateTemplateDto,
  ReplaceKeyDateTemplateInput,
} from '@threshold/domain/transactions/key-date-templates.contract';
import type { TransactionType } from '@threshold/domain/transactions/transaction-enums';
import type { Actor } from '../../../platform/authz/actor';
import { writeAudit } from '../../../platform/audit/audit.repository';
import { latestChangeOf } from '../../../platform/audit/audit-latest.repository';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { staleVersion } from '../../../platform/http/versioning';
import {
  findKeyDateSets,
  getKeyDateSet,
  saveKeyDateSet,
  type KeyDateSet,
} from './key-date-templates.repository';
import { requireOrganization } from '../deals/transaction-access';

/**
 * The organization's key-date defaults per transaction type (ADR 0022): what a new deal starts with.
 * Editing changes future deals only; existing deals keep their dates.
 */
function toDto(set: KeyDateSet): KeyDateTemplateDto {
  return {
    type: set.type,
    items: set.items.map((t) => ({
      key: t.key,
      label: t.label,
      kind: t.kind,
      anchor_key: t.anchorKey,
      offset_days: t.offsetDays,
      business_days: t.businessDays,
      roll: t.roll,
      is_deadline: t.isDeadline,
    })),
    customized: set.customized,
    updated_at: set.updatedAt?.toISOString() ?? null,
    version: set.version,
  };
}

/** Callers without an organization see the built-in sets. */
export async function listKeyDateTemplates(db: Db, actor: Actor) {
  return { items: (await findKeyDateSets(db, actor.organizationId)).map(toDto) };
}

/** One type's set with its `version` (ETag); built-in for callers without an organization. */
export async function getKeyDateTemplate(db: Db, actor: Actor, type: TransactionType) {
  const sets = await findKeyDateSets(db, actor.organizationId);
  return toDto(sets.find((s) => s.type === type)!);
}

/** The 409 of a write based on an older version: the set as it is now, and who changed it when. */
async function refuseStale(tx: DbOrTx, organizationId: string, type: TransactionType): Promise<never> {
  throw staleVersion(
    toDto(await getKeyDateSet(tx, organizationId, type)),
    await latestChangeOf(tx, 'key_date_template', type, { organizationId }),
  );
}

/**
 * Absolute dates and business-day counts are normalized (toKeyDateTemplate); the rest is refused with
 * 400. Conditional on `expectedVersion` (issue 19; the built-in set is version 1, ADR 0093).
 */
export async function replaceKeyDateTemplate(
  db: Db,
  actor: Actor,
  type: TransactionType,
  input: ReplaceKeyDateTemplateInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const organizationId = requireOrganization(actor);
  const items = input.items.map(toKeyDateTemplate);
  const fields = validateKeyDateTemplate(items);
  if (Object.keys(fields).length)
    throw new AppError('VALIDATION_FAILED', 'These dates do not work together', fields);
  return db.transaction(async (tx) => {
    const before = await getKeyDateSet(tx, organizationId, type, { lock: true });
    if (expectedVersion !== undefined && before.version !== expectedVersion)
      await refuseStale(tx, organizationId, type);
    if (!(await saveKeyDateSet(tx, organizationId, type, items, new Date(), expectedVersion)))
      await refuseStale(tx, organizationId, type);
    const after = await getKeyDateSet(tx, organizationId, type);
    await audit(tx, actor, 'key_date_template.replace', before, after, requestId);
    return toDto(after);
  });
}

/**
 * Back to the built-in set; audited only when the organization had its own. The version keeps counting
 * (a form opened before the reset is refused); resetting a built-in set changes nothing.
 */
export async function resetKeyDateTemplate(
  db: Db,
  actor: Actor,
  type: TransactionType,
  requestId?: string,
  expectedVersion?: number,
) {
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const before = await getKeyDateSet(tx, organizationId, type, { lock: true });
    if (expectedVersion !== undefined && before.version !== expectedVersion)
      await refuseStale(tx, organizationId, type);
    if (!before.customized) return toDto(before);
    if (!(await saveKeyDateSet(tx, organizationId, type, null, new Date(), expectedVersion)))
      await refuseStale(tx, organizationId, type);
    const after = await getKeyDateSet(tx, organizationId, type);
    await audit(tx, actor, 'key_date_template.reset', before, after, requestId);
    return toDto(after);
  });
}

function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  before: KeyDateSet,
  after: KeyDateSet,
  requestId: string | undefined,
) {
  return writeAudit(tx, {
    organizationId: actor.organizationId,
    actorUserId: actor.userId,
    action,
    entityType: 'key_date_template',
    entityId: after.type,
    before: toDto(before),
    after: toDto(after),
    requestId: requestId ?? null,
  });
}
