import { IMPORT_FORMAT_LABELS, LAYOUT_SIGNATURES, type ImportFormat } from './layouts';

const key = (h: string) => h.trim().toLowerCase();
/** Columns only Threshold's own export writes (import field names). */
const THRESHOLD_COLUMNS = ['first_name', 'last_name', 'stage', 'owner_email'];

/** The layout a header line belongs to: a published layout's identifying columns, or generic. */
export function detectImportFormat(header: readonly string[]): ImportFormat {
  const present = new Set(header.map(key));
  const match = LAYOUT_SIGNATURES.find((s) => s.columns.every((c) => present.has(key(c))));
  if (match) return match.format;
  if (THRESHOLD_COLUMNS.every((c) => present.has(c))) return 'threshold';
  return 'generic';
}

/** "Looks like a Google Contacts export" — null for a plain spreadsheet. */
export function describeImportFormat(format: ImportFormat): string | null {
  return format === 'generic' ? null : `Looks like a ${IMPORT_FORMAT_LABELS[format]}`;
}
