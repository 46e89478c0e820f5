import { z } from 'zod';
import { ContactStageSchema, TagsSchema, UserId } from './contact.contract';

export const BULK_MAX = 1000;

export const BulkAction = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('add_tags'),
    tags: TagsSchema.pipe(z.array(z.string()).min(1, 'At least one tag')),
  }),
  z.strictObject({
    type: z.literal('remove_tags'),
    tags: TagsSchema.pipe(z.array(z.string()).min(1, 'At least one tag')),
  }),
  z.strictObject({ type: z.literal('set_stage'), stage: ContactStageSchema }),
  z.strictObject({ type: z.literal('assign'), owner_id: UserId }),
  z.strictObject({ type: z.literal('share'), team_id: z.uuid().nullable() }),
  z.strictObject({ type: z.literal('delete') }),
]);
export type BulkAction = z.infer<typeof BulkAction>;

export const BulkUpdateContactsInput = z.strictObject({
  ids: z
    .array(z.uuid('Must be a contact id'))
    .min(1, 'Select at least one contact')
    .max(BULK_MAX, `At most ${BULK_MAX} contacts at once`)
    .transform((ids) => [...new Set(ids)]),
  action: BulkAction,
});
export type BulkUpdateContactsInput = z.infer<typeof BulkUpdateContactsInput>;

/** Ids that were not visible to the caller (or no longer exist) are listed, not touched. */
export const BulkUpdateContactsOutput = z.object({
  updated: z.number().int(),
  not_found: z.array(z.string()),
});
export type BulkUpdateContactsOutput = z.infer<typeof BulkUpdateContactsOutput>;
