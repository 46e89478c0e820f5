import { asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_CHECKLIST_TEMPLATES,
  type ChecklistTemplate,
} from '@threshold/domain/transactions/checklist-templates';
import type { DbOrTx } from '../../platform/db/client';
import { checklistTemplateItems, checklistTemplates } from './transaction-work.schema';

export interface OrgTemplate extends ChecklistTemplate {
  customized: boolean;
  updatedAt: Date | null;
}

/** The organization's templates, with the built-in default standing in for every pair it has not edited. */
export async function findEffectiveTemplates(db: DbOrTx, organizationId: string): Promise<OrgTemplate[]> {
  const templates = await db
    .select({
      id: checklistTemplates.id,
      type: checklistTemplates.type,
      side: checklistTemplates.side,
      name: checklistTemplates.name,
      updatedAt: checklistTemplates.updatedAt,
    })
    .from(checklistTemplates)
    .where(eq(checklistTemplates.organizationId, organizationId));
  const rows = templates.length
    ? await db
        .select({
          templateId: checklistTemplateItems.templateId,
          key: checklistTemplateItems.key,
          title: checklistTemplateItems.title,
          required: checklistTemplateItems.required,
          requiresDocument: checklistTemplateItems.requiresDocument,
          onlyIfBuiltBefore1978: checklistTemplateItems.onlyIfBuiltBefore1978,
        })
        .from(checklistTemplateItems)
        .where(
          inArray(
            checklistTemplateItems.templateId,
            templates.map((t) => t.id),
          ),
        )
        .orderBy(asc(checklistTemplateItems.position))
    : [];
  return DEFAULT_CHECKLIST_TEMPLATES.map((fallback) => {
    const own = templates.find((t) => t.type === fallback.type && t.side === fallback.side);
    if (!own) return { ...fallback, customized: false, updatedAt: null };
    const items = rows.filter((r) => r.templateId === own.id).map(({ templateId: _t, ...item }) => item);
    return {
      type: fallback.type,
      side: fallback.side,
      name: own.name,
      items,
      customized: true,
      updatedAt: own.updatedAt,
    };
  });
}

/** Replaces (or creates) the organization's template for one type and side. */
export async function replaceTemplate(
  tx: DbOrTx,
  organizationId: string,
  template: Omit<ChecklistTemplate, 'items'> & { items: ChecklistTemplate['items'] },
) {
  const [row] = await tx
    .insert(checklistTemplates)
    .values({
      organizationId,
      type: template.type,
      side: template.side,
      name: template.name,
      updatedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [checklistTemplates.organizationId, checklistTemplates.type, checklistTemplates.side],
      set: { name: template.name, updatedAt: new Date() },
    })
    .returning({ id: checklistTemplates.id });
  await tx.delete(checklistTemplateItems).where(eq(checklistTemplateItems.templateId, row!.id));
  if (template.items.length) {
    await tx.insert(checklistTemplateItems).values(
      template.items.map((item, position) => ({
        templateId: row!.id,
        key: item.key,
        title: item.title,
        required: item.required,
        requiresDocument: item.requiresDocument,
        onlyIfBuiltBefore1978: item.onlyIfBuiltBefore1978 ?? false,
        position,
      })),
    );
  }
}
