import type { ImportFormat } from '@threshold/domain/contacts/import-formats/layouts';
import { prepareImportTable, type RowNotice } from '@threshold/domain/contacts/import-formats/prepare-table';
import { isVcardText, vcardsToTable } from '@threshold/domain/contacts/import-formats/vcard-parse';
import { IMPORT_MAX_ROWS } from '@threshold/domain/contacts/import-contacts.contract';
import { MAX_FILE_BYTES, parseCsvFile, type ParsedCsv } from './parse-csv-file';

/** A file read for the wizard: its layout recognised and its typed columns folded (prepare-table.ts). */
export interface ImportFile extends ParsedCsv {
  format: ImportFormat;
  /** Combined column → the file's columns it was built from. */
  combined: Record<string, string[]>;
  /** Values the contacts cannot hold, by 0-based row. */
  notices: RowNotice[];
}

export const IMPORT_FILE_ACCEPT = '.csv,text/csv,.txt,text/plain,.vcf,text/vcard,text/x-vcard';
export const isImportFileName = (name: string) => /\.(csv|txt|vcf|vcard)$/i.test(name);

async function readVcardFile(file: File): Promise<ImportFile> {
  const text = await file.text();
  let table;
  try {
    table = vcardsToTable(text);
  } catch {
    throw new Error('The vCard file could not be read. Export it again from your phone or contacts app.');
  }
  if (!table.rows.length) throw new Error('The file holds no contact cards.');
  if (table.rows.length > IMPORT_MAX_ROWS)
    throw new Error(
      `The file has ${table.rows.length.toLocaleString()} cards; at most ${IMPORT_MAX_ROWS.toLocaleString()} at once.`,
    );
  return { fileName: file.name, warnings: [], ...table };
}

/** Reads a .csv/.txt (papaparse) or .vcf file in the browser and prepares it for mapping. */
export async function readImportFile(file: File): Promise<ImportFile> {
  if (file.size > MAX_FILE_BYTES)
    throw new Error('The file is larger than 20 MB. Split it into smaller files.');
  const head = await file.slice(0, 200).text();
  if (/\.(vcf|vcard)$/i.test(file.name) || isVcardText(head)) return readVcardFile(file);
  const csv = await parseCsvFile(file);
  return { ...csv, ...prepareImportTable(csv.header, csv.rows) };
}
