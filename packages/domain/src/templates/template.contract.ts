import { z } from 'zod';
import { DocumentTypeSchema, DocumentName } from '../documents/document.contract';
import {
  Cursor,
  PageLimit,
  Text,
  TransactionTypeSchema,
  Uuid,
} from '../transactions/transaction-common.contract';
import { MERGE_FIELD_KEYS } from './merge-fields';

export const TEMPLATE_FIELD_KINDS = ['text', 'date', 'checkbox', 'initials', 'signature', 'merge'] as const;
export type TemplateFieldKind = (typeof TEMPLATE_FIELD_KINDS)[number];
export const TEMPLATE_FIELD_LIMIT = 500;

const Fraction = z.number().min(0).max(1);

/** A field on a template page; position and size are page fractions (field-geometry.ts). */
export const TemplateField = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Letters, digits, - and _'),
    kind: z.enum(TEMPLATE_FIELD_KINDS),
    page: z.int().min(1),
    x: Fraction,
    y: Fraction,
    width: z.number().min(0.005).max(1),
    height: z.number().min(0.005).max(1),
    label: Text(100).default(''),
    required: z.boolean().default(false),
    merge_key: z
      .enum(MERGE_FIELD_KEYS as [string, ...string[]])
      .nullable()
      .default(null),
  })
  .refine((f) => f.x + f.width <= 1.000001 && f.y + f.height <= 1.000001, {
    message: 'Must lie on the page',
    path: ['x'],
  })
  .refine((f) => (f.kind === 'merge') === (f.merge_key !== null), {
    message: 'Merge fields need a deal field; other kinds have none',
    path: ['merge_key'],
  });
export type TemplateField = z.infer<typeof TemplateField>;

export const TemplateIdParams = z.strictObject({ id: Uuid('template') });

export const TemplateDto = z.object({
  id: z.string(),
  version: z.int(),
  name: z.string(),
  category: DocumentTypeSchema,
  deal_type: TransactionTypeSchema.nullable(),
  pages: z.array(z.object({ width: z.number(), height: z.number() })),
  fields: z.array(TemplateField),
  size_bytes: z.int(),
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateDto = z.infer<typeof TemplateDto>;

/** The body of POST /api/templates is the PDF; these travel in the query string. */
export const CreateTemplateQuery = z.strictObject({
  name: DocumentName,
  category: DocumentTypeSchema.default('other'),
  deal_type: TransactionTypeSchema.optional(),
});
export type CreateTemplateQuery = z.infer<typeof CreateTemplateQuery>;

export const UpdateTemplateInput = z.strictObject({
  name: DocumentName.optional(),
  category: DocumentTypeSchema.optional(),
  deal_type: TransactionTypeSchema.nullable().optional(),
  fields: z.array(TemplateField).max(TEMPLATE_FIELD_LIMIT).optional(),
});
export type UpdateTemplateInput = z.infer<typeof UpdateTemplateInput>;

export const ListTemplatesQuery = z.strictObject({
  category: DocumentTypeSchema.optional(),
  deal_type: TransactionTypeSchema.optional(),
  q: Text(100).optional(),
  limit: PageLimit,
  cursor: Cursor.optional(),
});
export type ListTemplatesQuery = z.infer<typeof ListTemplatesQuery>;

export const TemplatePage = z.object({ items: z.array(TemplateDto), nextCursor: z.string().nullable() });

export const MergePreviewQuery = z.strictObject({ transaction_id: Uuid('deal') });

export const MergePreviewDto = z.object({
  fields: z.array(
    z.object({
      field_id: z.string(),
      label: z.string(),
      merge_key: z.string(),
      value: z.string().nullable(),
    }),
  ),
  missing: z.array(z.string()),
});
export type MergePreviewDto = z.infer<typeof MergePreviewDto>;

/** Generate a document: the deal, and values typed for fields (merge fields without a value, text, date, checkbox). */
export const GenerateDocumentInput = z.strictObject({
  transaction_id: Uuid('deal'),
  name: DocumentName.optional(),
  folder: Text(80).optional(),
  values: z.record(z.string().max(40), Text(500)).default({}),
});
export type GenerateDocumentInput = z.infer<typeof GenerateDocumentInput>;
