import { z } from 'zod';
import { CONTACT_SORTS, ContactFilters } from './list-contacts.contract';

export const EXPORT_MAX_ROWS = 50_000;

/**
 * POST /api/contacts/export: the same filters as the list (or explicit ids for "export
 * selected"). The answer is the file itself: `text/csv; charset=utf-8` (with a byte order mark for
 * spreadsheet programs), `Content-Disposition: attachment; filename="contacts-<date>.csv"`,
 * `X-Row-Count` (data rows) and `X-Truncated: true` when EXPORT_MAX_ROWS cut it. POST because every
 * export is audited.
 */
/** csv: Threshold's columns; google_csv: Google Contacts' layout; vcard: one vCard 3.0 file (text/vcard). */
export const EXPORT_FORMATS = ['csv', 'google_csv', 'vcard'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ExportContactsInput = ContactFilters.extend({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  ids: z.array(z.uuid()).max(10_000).optional(),
  sort: z.enum(CONTACT_SORTS).default('name'),
}).strict();
export type ExportContactsInput = z.infer<typeof ExportContactsInput>;
