import type {
  ChecklistTemplateDto,
  ReplaceChecklistTemplateInput,
} from '@threshold/domain/transactions/checklist-templates.contract';
import { SIDES_BY_TYPE, type TransactionType } from '@threshold/domain/transactions/transaction-enums';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { writeAudit } from '../../../platform/audit/audit.repository';
import { latestChangeOf } from '../../../platform/audit/audit-latest.repository';
import { AppError } from '../../../platform/http/errors';
import { staleVersion } from '../../../platform/http/versioning';
import { findEffectiveTemplates, replaceTemplate, type OrgTemplate } from './checklist-templates.repository';
import { requireOrganization } from '../deals/transaction-access';

function toTemplateDto(t: OrgTemplate): ChecklistTemplateDto {
  return {
    type: t.type,
    side: t.side,
    name: t.name,
    items: t.items.map((i) => ({
      key: i.key,
      title: i.title,
      required: i.required,
      requires_document: i.requiresDocument,
      only_if_built_before_1978: i.onlyIfBuiltBefore1978 ?? false,
    })),
    customized: t.customized,
    updated_at: t.updatedAt?.toISOString() ?? null,
    version: t.version,
  };
}

export async function listChecklistTemplates(db: Db, actor: Actor) {
  return { items: (await findEffectiveTemplates(db, requireOrganization(actor))).map(toTemplateDto) };
}

type TemplateSide = 'buyer' | 'seller' | 'landlord' | 'tenant';

async function findTemplate(db: DbOrTx, organizationId: string, type: TransactionType, side: TemplateSide) {
  if (!SIDES_BY_TYPE[type].includes(side)) throw new AppError('NOT_FOUND', 'No such checklist template');
  return (await findEffectiveTemplates(db, organizationId)).find((t) => t.type === type && t.side === side)!;
}

/** One type and side's template with its `version` (the built-in default: version 1, ADR 0093). */
export async function getChecklistTemplate(db: Db, actor: Actor, type: TransactionType, side: TemplateSide) {
  return toTemplateDto(await findTemplate(db, requireOrganization(actor), type, side));
}

/** Conditional on `expectedVersion` (issue 19): a stale one answers 409 with the template as it is now. */
export async function replaceChecklistTemplate(
  db: Db,
  actor: Actor,
  type: TransactionType,
  side: TemplateSide,
  input: ReplaceChecklistTemplateInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const organizationId = requireOrganization(actor);
  if (!SIDES_BY_TYPE[type].includes(side)) throw new AppError('NOT_FOUND', 'No such checklist template');
  return db.transaction(async (tx) => {
    const refuseStale = async () => {
      throw staleVersion(
        toTemplateDto(await findTemplate(tx, organizationId, type, side)),
        await latestChangeOf(tx, 'checklist_template', `${type}:${side}`, { organizationId }),
      );
    };
    const before = await findTemplate(tx, organizationId, type, side);
    if (expectedVersion !== undefined && before.version !== expectedVersion) await refuseStale();
    const items = input.items.map((i) => ({
      key: i.key,
      title: i.title,
      required: i.required,
      requiresDocument: i.requires_document,
      onlyIfBuiltBefore1978: i.only_if_built_before_1978,
    }));
    if (
      !(await replaceTemplate(tx, organizationId, { type, side, name: input.name, items }, expectedVersion))
    )
      await refuseStale();
    const after = await findTemplate(tx, organizationId, type, side);
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'checklist_template.replace',
      entityType: 'checklist_template',
      entityId: `${type}:${side}`,
      before: toTemplateDto(before),
      after: toTemplateDto(after),
      requestId: requestId ?? null,
    });
    return toTemplateDto(after);
  });
}
