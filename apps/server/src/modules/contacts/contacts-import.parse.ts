import Papa from 'papaparse';
import {
  IMPORT_MAX_ROWS,
  type ImportContactsInput,
} from '@threshold/domain/contacts/importContacts.contract';
import { checkMapping, suggestMapping, type ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import { AppError } from '../../platform/http/errors';

export interface ParsedFile {
  header: string[];
  rows: string[][];
  mapping: ColumnMapping;
}

const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'The file cannot be imported', fields);

/** The file as header + rows (papaparse for raw CSV), and a checked column mapping. */
export function parseImportSource(input: ImportContactsInput): ParsedFile {
  let header: string[];
  let rows: string[][];
  if ('csv' in input.source) {
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
  const mapping = input.mapping ?? suggestMapping(header);
  const problems = checkMapping(header, mapping);
  if (Object.keys(problems).length) throw invalid(problems);
  return { header, rows, mapping };
}
