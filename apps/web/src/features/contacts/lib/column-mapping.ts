import { checkMapping, type ColumnMapping, type ImportField } from '@threshold/domain/contacts/csv-fields';
import { mapImportRow, type RowResult } from '@threshold/domain/contacts/csv-rows';
import { suggestPreparedMapping } from '@threshold/domain/contacts/import-formats/suggest-prepared-mapping';

export type MappingTarget = ImportField | 'ignore';

export const FIELD_LABELS: Record<ImportField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name (split into first and last)',
  email: 'E-mail (personal)',
  email_work: 'E-mail (work)',
  email_other: 'E-mail (other)',
  email_list: 'E-mails (all, with their labels)',
  phone: 'Phone (mobile)',
  phone_home: 'Phone (home)',
  phone_work: 'Phone (work)',
  phone_other: 'Phone (other)',
  phone_list: 'Phones (all, with their labels)',
  street: 'Street',
  unit: 'Unit',
  city: 'City',
  region: 'State / region',
  postal_code: 'ZIP / postal code',
  country: 'Country',
  types: 'Contact types',
  stage: 'Stage',
  lead_source: 'Lead source',
  tags: 'Tags',
  price_min: 'Price min',
  price_max: 'Price max',
  areas_of_interest: 'Areas of interest',
  birthday: 'Birthday',
  home_anniversary: 'Home anniversary',
  consent_email: 'E-mail consent',
  consent_sms: 'SMS consent',
  notes: 'Notes',
  owner_email: 'Owner (agent e-mail)',
  last_contacted_at: 'Last contacted',
};

/**
 * Header names are the mapping's keys, so two columns called "Email" would collide: the second
 * becomes "Email (2)". Blank headers become "Column 3".
 */
export function uniqueHeaders(raw: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((value, index) => {
    const base = value.trim() || `Column ${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

export function initialMapping(headers: readonly string[]): ColumnMapping {
  return suggestPreparedMapping(headers);
}

/**
 * Maps one column to a field. A field feeds from one column only, so a column that had the
 * field before is set to "ignore" (the user sees it move).
 */
export function setColumnField(mapping: ColumnMapping, header: string, field: MappingTarget): ColumnMapping {
  const next: ColumnMapping = { ...mapping, [header]: field };
  if (field === 'ignore') return next;
  for (const [other, value] of Object.entries(mapping))
    if (other !== header && value === field) next[other] = 'ignore';
  return next;
}

/** Problems with the mapping itself; `mapping` is the form-level one. Empty = usable. */
export function mappingProblems(headers: readonly string[], mapping: ColumnMapping) {
  return checkMapping(headers, mapping);
}

export function mappedFieldCount(mapping: ColumnMapping): number {
  return Object.values(mapping).filter((f) => f !== 'ignore').length;
}

export interface LocalValidation {
  valid: number;
  invalid: number;
  empty: number;
  /** Rows with problems (1-based data row numbers, as the server reports them). */
  problems: { row: number; errors: Record<string, string> }[];
}

/** Validates every row in the browser with the same rules as the server (instant preview). */
export function validateRows(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  maxProblems = 500,
): LocalValidation {
  const result: LocalValidation = { valid: 0, invalid: 0, empty: 0, problems: [] };
  rows.forEach((row, index) => {
    const outcome: RowResult = mapImportRow(header, row, mapping);
    if (outcome.ok === 'empty') result.empty += 1;
    else if (outcome.ok) result.valid += 1;
    else {
      result.invalid += 1;
      if (result.problems.length < maxProblems)
        result.problems.push({ row: index + 1, errors: outcome.errors });
    }
  });
  return result;
}

/** "Alex Kim" from a raw row, for report lines (first mapped name columns, else the first cell). */
export function rowLabel(
  header: readonly string[],
  row: readonly string[] | undefined,
  mapping: ColumnMapping,
) {
  if (!row) return '';
  const pick = (field: ImportField) => {
    const index = header.findIndex((h) => mapping[h] === field);
    return index >= 0 ? (row[index] ?? '').trim() : '';
  };
  const name = [pick('first_name'), pick('last_name')].filter(Boolean).join(' ') || pick('full_name');
  return name || pick('email') || (row.find((cell) => cell.trim() !== '') ?? '').trim();
}
