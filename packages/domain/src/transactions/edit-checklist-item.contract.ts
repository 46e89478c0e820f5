import { z } from 'zod';
import { IsoDate, Text } from './transaction-common.contract';
import { ChecklistItemDto } from './list-checklist.contract';

/** POST /api/transactions/:id/checklist — add an item to this deal only. */
export const AddChecklistItemInput = z.strictObject({
  title: Text(200).pipe(z.string().min(1, 'Required')),
  description: Text(2000).nullable().default(null),
  required: z.boolean().default(true),
  requires_document: z.boolean().default(false),
  due_date: IsoDate.nullable().default(null),
  /** Insert before this position; default at the end. */
  position: z.int().min(0).max(1000).optional(),
});
export type AddChecklistItemInput = z.infer<typeof AddChecklistItemInput>;

/** PATCH /api/transactions/:id/checklist/:itemId */
export const UpdateChecklistItemInput = z
  .strictObject({
    title: Text(200).pipe(z.string().min(1, 'Required')),
    description: Text(2000).nullable(),
    required: z.boolean(),
    requires_document: z.boolean(),
    due_date: IsoDate.nullable(),
    position: z.int().min(0).max(1000),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change', path: ['_'] });
export type UpdateChecklistItemInput = z.infer<typeof UpdateChecklistItemInput>;

export const ChecklistItemOutput = ChecklistItemDto;
