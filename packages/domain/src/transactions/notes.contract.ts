import { z } from 'zod';
import { Cursor, PageLimit, PersonRef, Text, UserId } from './transaction-common.contract';

/**
 * Internal notes: brokerage-side only (never shown to clients). Mentions name teammates — active
 * members of the deal's organization; anyone else is refused with a field error.
 */
export const NoteDto = z.object({
  id: z.uuid(),
  transaction_id: z.uuid(),
  body: z.string(),
  author: PersonRef.nullable(),
  mentions: z.array(PersonRef),
  created_at: z.string(),
});
export type NoteDto = z.infer<typeof NoteDto>;
export const NotesQuery = z.object({ limit: PageLimit, cursor: Cursor.optional() }).strict();
export const NotePage = z.object({ items: z.array(NoteDto), nextCursor: z.string().nullable() });

export const CreateNoteInput = z.strictObject({
  body: Text(5000).pipe(z.string().min(1, 'Write something')),
  mention_user_ids: z
    .array(UserId)
    .max(20)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type CreateNoteInput = z.infer<typeof CreateNoteInput>;
