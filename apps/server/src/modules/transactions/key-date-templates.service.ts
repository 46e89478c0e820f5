import { toKeyDateTemplate, validateKeyDateTemplate } from '@threshold/domain/transactions/key-date-defaults';
import type {
  KeyDateTemplateDto,
  ReplaceKeyDateTemplateInput,
} from '@threshold/domain/transactions/keyDateTemplates.contract';
import type { TransactionType } from '@threshold/domain/transactions/transaction-enums';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import {
  findKeyDateSets,
  getKeyDateSet,
  removeKeyDateSet,
  saveKeyDateSet,
  type KeyDateSet,
} from './key-date-templates.repository';
import { requireOrganization } from './transaction-access';

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
  };
}

/** Callers without an organization see the built-in sets. */
export async function listKeyDateTemplates(db: Db, actor: Actor) {
  return { items: (await findKeyDateSets(db, actor.organizationId)).map(toDto) };
}

/** Absolute dates and business-day counts are normalized (toKeyDateTemplate); the rest is refused with 400. */
export async function replaceKeyDateTemplate(
  db: Db,
  actor: Actor,
  type: TransactionType,
  input: ReplaceKeyDateTemplateInput,
  requestId?: string,
) {
  const organizationId = requireOrganization(actor);
  const items = input.items.map(toKeyDateTemplate);
  const fields = validateKeyDateTemplate(items);
  if (Object.keys(fields).length)
    throw new AppError('VALIDATION_FAILED', 'These dates do not work together', fields);
  return db.transaction(async (tx) => {
    const before = await getKeyDateSet(tx, organizationId, type, { lock: true });
    await saveKeyDateSet(tx, organizationId, type, items, new Date());
    const after = await getKeyDateSet(tx, organizationId, type);
    await audit(tx, actor, 'key_date_template.replace', before, after, requestId);
    return toDto(after);
  });
}

/** Back to the built-in set; audited only when the organization had its own. */
export async function resetKeyDateTemplate(db: Db, actor: Actor, type: TransactionType, requestId?: string) {
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const before = await getKeyDateSet(tx, organizationId, type, { lock: true });
    await removeKeyDateSet(tx, organizationId, type);
    const after = await getKeyDateSet(tx, organizationId, type);
    if (before.customized) await audit(tx, actor, 'key_date_template.reset', before, after, requestId);
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
