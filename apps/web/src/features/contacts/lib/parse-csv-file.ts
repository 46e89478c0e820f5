import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '@threshold/domain/contacts/import-contacts.contract';
import { uniqueHeaders } from './column-mapping';

export interface ParsedCsv {
  fileName: string;
  header: string[];
  rows: string[][];
  /** Papaparse's notes about malformed lines (kept short), shown on the mapping step. */
  warnings: string[];
}

export const MAX_FILE_BYTES = 20_000_000;

/** Reads a CSV file in the browser; the first line is the header. Rejects with a readable message. */
export function parseCsvFile(file: File): Promise<ParsedCsv> {
  if (file.size === 0) return Promise.reject(new Error('The file is empty.'));
  if (file.size > MAX_FILE_BYTES)
    return Promise.reject(new Error('The file is larger than 20 MB. Split it into smaller files.'));
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      error: (error) => reject(new Error(`The file could not be read: ${error.message}`)),
      complete: (result) => {
        const [rawHeader, ...rows] = result.data;
        if (!rawHeader || rawHeader.every((h) => !h.trim()))
          return reject(new Error('The file has no header line. The first line must name the columns.'));
        if (rows.length === 0) return reject(new Error('The file has a header but no rows.'));
        if (rows.length > IMPORT_MAX_ROWS)
          return reject(
            new Error(
              `The file has ${rows.length.toLocaleString()} rows; at most ${IMPORT_MAX_ROWS.toLocaleString()} can be imported at once. Split it into smaller files.`,
            ),
          );
        const header = uniqueHeaders(rawHeader);
        const width = header.length;
        const warnings = result.errors
          .filter((e) => e.type !== 'Delimiter')
          .slice(0, 5)
          .map((e) => (e.row === undefined ? e.message : `Line ${e.row + 1}: ${e.message}`));
        resolve({
          fileName: file.name,
          header,
          // Short rows are padded and long ones cut, so every row lines up with the header.
          rows: rows.map((r) =>
            r.length === width ? r : Array.from({ length: width }, (_, i) => r[i] ?? ''),
          ),
          warnings,
        });
      },
    });
  });
}

export const TEMPLATE_CSV =
  'First name,Last name,Email,Phone,Stage,Type,Tags,Lead source,Price min,Price max,Notes\r\n' +
  'Ada,Lovelace,ada@example.com,(206) 555-0100,new,buyer,first-time buyer,referral,400000,550000,Prefers e-mail\r\n';
