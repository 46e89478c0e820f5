import Papa from 'papaparse';
import type { ExportFormat } from '@threshold/domain/contacts/export-contacts.contract';
import type { ExportableContact } from '@threshold/domain/contacts/import-formats/contact-export';
import { contactsToGoogleCsv } from '@threshold/domain/contacts/import-formats/google-csv-write';
import { contactsToVcard } from '@threshold/domain/contacts/import-formats/vcard-write';
import type { contacts } from './contacts.schema';

type Row = Pick<
  typeof contacts.$inferSelect,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'emails'
  | 'phones'
  | 'address'
  | 'types'
  | 'stage'
  | 'tags'
  | 'birthday'
  | 'notes'
>;

const exportable = (r: Row): ExportableContact => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  emails: r.emails,
  phones: r.phones,
  address: r.address,
  types: r.types,
  stage: r.stage,
  tags: r.tags,
  birthday: r.birthday,
  notes: r.notes,
});

/** OWASP CSV injection, as in Threshold's own CSV: a formula-like cell is prefixed with '. */
const safe = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** The vCard 3.0 file or the Google Contacts CSV (with a byte order mark, like Threshold's CSV). */
export function writeContactsFile(format: Exclude<ExportFormat, 'csv'>, rows: readonly Row[]): string {
  const list = rows.map(exportable);
  if (format === 'vcard') return contactsToVcard(list);
  const { header, rows: data } = contactsToGoogleCsv(list);
  return `\uFEFF${Papa.unparse({ fields: header, data: data.map((r) => r.map(safe)) }, { newline: '\r\n' })}`;
}

/** A vCard download: `text/vcard; charset=utf-8`, `contacts-<today>.vcf`, X-Row-Count / X-Truncated. */
export function vcardResponse(text: string, rows: { count: number; truncated: boolean }): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="contacts-${new Date().toISOString().slice(0, 10)}.vcf"`,
      'X-Row-Count': String(rows.count),
      'X-Truncated': String(rows.truncated),
    },
  });
}
