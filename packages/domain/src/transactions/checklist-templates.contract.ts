import { z } from 'zod';
import { Text, TransactionTypeSchema } from './transaction-common.contract';

/**
 * An organization's checklist templates, one per transaction type and single side (every valid pair
 * is listed: the organization's own, or the built-in default). New deals copy them (a dual deal both
 * sides). Editing a template changes future deals only.
 */
export const ChecklistTemplateItemDto = z.object({
  key: z.string(),
  title: z.string(),
  required: z.boolean(),
  requires_document: z.boolean(),
  only_if_built_before_1978: z.boolean(),
});
const TemplateSide = z.enum(['buyer', 'seller', 'landlord', 'tenant']);
export const ChecklistTemplateDto = z.object({
  type: TransactionTypeSchema,
  side: TemplateSide,
  name: z.string(),
  items: z.array(ChecklistTemplateItemDto),
  /** false: the built-in default (packages/domain checklist-templates.ts), not yet edited by the organization. */
  customized: z.boolean(),
  updated_at: z.string().nullable(),
  /** Issue 19: send it back (If-Match) with a PUT. The built-in default is version 1 (ADR 0093). */
  version: z.number().int(),
});
export type ChecklistTemplateDto = z.infer<typeof ChecklistTemplateDto>;
export const ChecklistTemplateList = z.object({ items: z.array(ChecklistTemplateDto) });

/** GET/PUT /api/checklist-templates/:type/:side (a single side; dual deals combine two). */
export const ChecklistTemplateParams = z.object({ type: TransactionTypeSchema, side: TemplateSide });

/** PUT replaces the name and the whole item list (order as given) of the organization's template. */
export const ReplaceChecklistTemplateInput = z.strictObject({
  name: Text(200).pipe(z.string().min(1, 'Required')),
  items: z
    .array(
      z.strictObject({
        key: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, 'Lowercase letters, digits and _'),
        title: Text(200).pipe(z.string().min(1, 'Required')),
        required: z.boolean().default(true),
        requires_document: z.boolean().default(false),
        only_if_built_before_1978: z.boolean().default(false),
      }),
    )
    .max(100)
    .refine((items) => new Set(items.map((i) => i.key)).size === items.length, 'Each key only once'),
});
export type ReplaceChecklistTemplateInput = z.infer<typeof ReplaceChecklistTemplateInput>;
