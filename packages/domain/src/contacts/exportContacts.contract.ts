import { z } from 'zod';
import { CONTACT_SORTS, ContactFilters } from './listContacts.contract';

export const EXPORT_MAX_ROWS = 50_000;

/**
 * POST /api/contacts/export: the same filters as the list (or explicit ids for "export
 * selected"), answered as CSV text in JSON so it goes through the one response pipeline; the web
 * turns it into a download. POST because every export is audited.
 */
export const ExportContactsInput = ContactFilters.extend({
  ids: z.array(z.uuid()).max(10_000).optional(),
  sort: z.enum(CONTACT_SORTS).default('name'),
}).strict();
export type ExportContactsInput = z.infer<typeof ExportContactsInput>;

export const ExportContactsOutput = z.object({
  filename: z.string(),
  content_type: z.literal('text/csv'),
  row_count: z.number().int(),
  truncated: z.boolean(),
  csv: z.string(),
});
export type ExportContactsOutput = z.infer<typeof ExportContactsOutput>;
