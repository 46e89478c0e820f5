import { z } from 'zod';
import { Cursor, PageLimit, PersonRef } from './transaction-common.contract';

/**
 * The deal's activity, newest first, from the audit log: every change with who, when and the fields
 * that changed. Financial fields appear only to those who can see them; clients see no notes.
 */
export const TimelineQuery = z.object({ limit: PageLimit, cursor: Cursor.optional() }).strict();

export const TimelineEntryDto = z.object({
  id: z.uuid(),
  at: z.string(),
  actor: PersonRef.nullable(),
  /** e.g. transaction.create, transaction.transition, checklist.return, date.update, note.create */
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  summary: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type TimelineEntryDto = z.infer<typeof TimelineEntryDto>;
export const TimelinePage = z.object({ items: z.array(TimelineEntryDto), nextCursor: z.string().nullable() });
