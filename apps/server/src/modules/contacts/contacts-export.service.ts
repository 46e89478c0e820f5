import Papa from 'papaparse';
import {
  EXPORT_MAX_ROWS,
  type ExportContactsInput,
} from '@threshold/domain/contacts/export-contacts.contract';
import type { ImportField } from '@threshold/domain/contacts/csv-fields';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { writeContactsFile } from './contacts-export.formats';
import { findContactsForExport } from './contacts-export.repository';
import { contactSelection, loadCrmContext } from './contacts.context';

/**
 * Column names are import field names (checked against IMPORT_FIELDS, the one field list), so an
 * exported file imports back with the suggested mapping; `id` and `created_at` are for reference.
 */
const COLUMNS: (ImportField | 'id' | 'created_at')[] = [
  'first_name',
  'last_name',
  'email',
  'email_other',
  'phone',
  'phone_other',
  'street',
  'unit',
  'city',
  'region',
  'postal_code',
  'country',
  'types',
  'stage',
  'lead_source',
  'tags',
  'price_min',
  'price_max',
  'areas_of_interest',
  'birthday',
  'home_anniversary',
  'consent_email',
  'consent_sms',
  'owner_email',
  'last_contacted_at',
  'notes',
  'id',
  'created_at',
];

/** OWASP CSV injection: a cell that a spreadsheet would run as a formula is prefixed with '. */
const cell = (v: string | number | null | undefined) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
};

export async function exportContacts(
  db: Db,
  actor: Actor,
  input: ExportContactsInput,
  requestId?: string,
): Promise<{ csv: string; rowCount: number; truncated: boolean }> {
  const ctx = await loadCrmContext(db, actor, requestId);
  const rows = await findContactsForExport(
    db,
    contactSelection(ctx, input),
    input.ids,
    input.sort,
    EXPORT_MAX_ROWS + 1,
  );
  const truncated = rows.length > EXPORT_MAX_ROWS;
  const data = rows.slice(0, EXPORT_MAX_ROWS).map((r) =>
    [
      r.firstName,
      r.lastName,
      r.emails[0]?.value,
      r.emails
        .slice(1)
        .map((e) => e.value)
        .join('; '),
      r.phones[0]?.value,
      r.phones
        .slice(1)
        .map((p) => p.value)
        .join('; '),
      r.address?.street,
      r.address?.unit,
      r.address?.city,
      r.address?.region,
      r.address?.postal_code,
      r.address?.country,
      r.types.join('; '),
      r.stage,
      r.leadSource,
      r.tags.join('; '),
      r.priceMin,
      r.priceMax,
      r.areas.join('; '),
      r.birthday,
      r.homeAnniversary,
      r.consentEmail ? 'yes' : 'no',
      r.consentSms ? 'yes' : 'no',
      r.ownerEmail,
      r.lastContactedAt?.toISOString(),
      r.notes,
      r.id,
      r.createdAt.toISOString(),
    ].map(cell),
  );
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
  const csv =
    input.format === 'csv'
      ? `\uFEFF${Papa.unparse({ fields: COLUMNS, data }, { newline: '\r\n' })}`
      : writeContactsFile(input.format, rows.slice(0, EXPORT_MAX_ROWS));
  await writeAudit(db, {
    organizationId: actor.organizationId,
    actorUserId: actor.userId,
    action: 'contact.export',
    entityType: 'contact_export',
    entityId: crypto.randomUUID(),
    after: { rows: data.length, truncated, filters: input },
    requestId: requestId ?? null,
  });
  return { csv, rowCount: data.length, truncated };
}
