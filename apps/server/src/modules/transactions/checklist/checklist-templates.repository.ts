import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_CHECKLIST_TEMPLATES,
  type ChecklistTemplate,
} from '@threshold/domain/transactions/checklist-templates';
import type { DbOrTx } from '../../../platform/db/client';
import { checklistTemplateItems, checklistTemplates } from '../transaction-work.schema';

export interface OrgTemplate extends ChecklistTemplate {
  customized: boolean;
  updatedAt: Date | null;
  /** BUILT_IN_TEMPLATE_VERSION while the built-in default applies (no row yet). */
  version: number;
}

/** The version of a type and side the organization has not edited (ADR 0093); its first edit makes 2. */
export const BUILT_IN_TEMPLATE_VERSION = 1;

/** The organization's templates, with the built-in default standing in for every pair it has not edited. */
export async function findEffectiveTemplates(db: DbOrTx, organizationId: string): Promise<OrgTemplate[]> {
  const templates = await db
    .select({
      id: checklistTemplates.id,
      type: checklistTemplates.type,
      side: checklistTemplates.side,
      name: checklistTemplates.name,
      updatedAt: checklistTemplates.updatedAt,
      version: checklistTemplates.version,
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
    if (!own) return { ...fallback, customized: false, updatedAt: null, version: BUILT_IN_TEMPLATE_VERSION };
    const items = rows.filter((r) => r.templateId === own.id).map(({ templateId: _t, ...item }) => item);
    return {
      type: fallback.type,
      side: fallback.side,
      name: own.name,
      items,
      customized: true,
      updatedAt: own.updatedAt,
      version: own.version,
    };
  });
}

/**
 * Replaces (or creates) the organization's template for one type and side, in one statement
 * conditional on `expectedVersion` (ADR 0093): the first edit inserts version 2 (the built-in default
 * is version 1); a later one updates only while the row is still at `expectedVersion`. Returns false
 * (nothing written) when the row moved on; undefined `expectedVersion` = unconditional.
 */
export async function replaceTemplate(
  tx: DbOrTx,
  organizationId: string,
  template: Omit<ChecklistTemplate, 'items'> & { items: ChecklistTemplate['items'] },
  expectedVersion?: number,
): Promise<boolean> {
  const [row] = await tx
    .insert(checklistTemplates)
    .values({
      organizationId,
      type: template.type,
      side: template.side,
      name: template.name,
      updatedAt: new Date(),
      version: BUILT_IN_TEMPLATE_VERSION + 1,
    })
    .onConflictDoUpdate({
      target: [checklistTemplates.organizationId, checklistTemplates.type, checklistTemplates.side],
      set: { name: template.name, updatedAt: new Date(), version: sql`${checklistTemplates.version} + 1` },
      setWhere: expectedVersion === undefined ? undefined : eq(checklistTemplates.version, expectedVersion),
    })
    .returning({ id: checklistTemplates.id });
  if (!row) return false;
  await tx.delete(checklistTemplateItems).where(eq(checklistTemplateItems.templateId, row.id));
  if (template.items.length) {
    await tx.insert(checklistTemplateItems).values(
      template.items.map((item, position) => ({
        templateId: row.id,
        key: item.key,
        title: item.title,
        required: item.required,
        requiresDocument: item.requiresDocument,
        onlyIfBuiltBefore1978: item.onlyIfBuiltBefore1978 ?? false,
        position,
      })),
    );
  }
  return true;
}
