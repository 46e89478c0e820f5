import { z } from 'zod';
import { CONTACT_SORTS, ContactFilters } from './listContacts.contract';

export const EXPORT_MAX_ROWS = 50_000;

/**
 * POST /api/contacts/export: the same filters as the list (or explicit ids for "export
 * selected"). The answer is the file itself: `text/csv; charset=utf-8` (with a byte order mark for
 * spreadsheet programs), `Content-Disposition: attachment; filename="contacts-<date>.csv"`,
 * `X-Row-Count` (data rows) and `X-Truncated: true` when EXPORT_MAX_ROWS cut it. POST because every
 * export is audited.
 */
export const ExportContactsInput = ContactFilters.extend({
  ids: z.array(z.uuid()).max(10_000).optional(),
  sort: z.enum(CONTACT_SORTS).default('name'),
}).strict();
export type ExportContactsInput = z.infer<typeof ExportContactsInput>;
