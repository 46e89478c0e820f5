import Papa from 'papaparse';
import {
  IMPORT_MAX_ROWS,
  type ImportContactsInput,
} from '@threshold/domain/contacts/import-contacts.contract';
import { checkMapping, type ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import type { ImportFormat } from '@threshold/domain/contacts/import-formats/layouts';
import {
  prepareImportTable,
  type PreparedTable,
  type RowNotice,
} from '@threshold/domain/contacts/import-formats/prepare-table';
import { suggestPreparedMapping } from '@threshold/domain/contacts/import-formats/suggest-prepared-mapping';
import { vcardsToTable } from '@threshold/domain/contacts/import-formats/vcard-parse';
import { AppError } from '../../platform/http/errors';

export interface ParsedFile {
  header: string[];
  rows: string[][];
  mapping: ColumnMapping;
  /** The recognised layout; typed multi-value columns are already folded (prepare-table.ts). */
  format: ImportFormat;
  /** Values the contacts cannot hold, by 0-based row. */
  notices: RowNotice[];
}

const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'The file cannot be imported', fields);

/** The file as header + rows (papaparse for raw CSV), and a checked column mapping. */
export function parseImportSource(input: ImportContactsInput): ParsedFile {
  let header: string[];
  let rows: string[][];
  let vcards: PreparedTable | null = null;
  if ('vcard' in input.source) {
    vcards = readVcards(input.source.vcard);
    [header, rows] = [vcards.header, vcards.rows];
  } else if ('csv' in input.source) {
    // Blank lines are kept (and reported as empty) so that row numbers match the file's lines.
    const parsed = Papa.parse<string[]>(input.source.csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
    const fatal = parsed.errors.find((e) => e.type === 'Quotes');
    if (fatal) throw invalid({ 'source.csv': `Line ${(fatal.row ?? 0) + 1}: ${fatal.message}` });
    [header = [], ...rows] = parsed.data;
    while (rows.length && rows[rows.length - 1]!.every((c) => c.trim() === '')) rows.pop();
  } else {
    header = input.source.header;
    rows = input.source.rows;
  }
  header = header.map((h) => String(h).trim());
  if (!header.length || header.every((h) => !h))
    throw invalid({ 'source.header': 'The first line must name the columns' });
  if (rows.length > IMPORT_MAX_ROWS) throw invalid({ source: `At most ${IMPORT_MAX_ROWS} rows per import` });
  const seen = new Set<string>();
  for (const h of header) {
    if (h && seen.has(h)) throw invalid({ 'source.header': `Column "${h}" appears twice` });
    seen.add(h);
  }
  const prepared = vcards ?? prepareImportTable(header, rows);
  const mapping = input.mapping ?? suggestPreparedMapping(prepared.header);
  const problems = checkMapping(prepared.header, mapping);
  if (Object.keys(problems).length) throw invalid(problems);
  return {
    header: prepared.header,
    rows: prepared.rows,
    mapping,
    format: prepared.format,
    notices: prepared.notices,
  };
}

function readVcards(text: string) {
  try {
    const table = vcardsToTable(text);
    if (!table.rows.length) throw new Error('no cards');
    return table;
  } catch {
    throw invalid({ 'source.vcard': 'Not a vCard file (no BEGIN:VCARD … END:VCARD card could be read)' });
  }
}
