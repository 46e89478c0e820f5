import { saveBlob } from '@/lib/csv-download';

/** Saves text made in the browser (a template, a list of issues) as a file. */
export function downloadText(text: string, filename: string, contentType = 'text/plain'): void {
  // A BOM so spreadsheet programs read the CSV as UTF-8 (names with accents).
  const bom = contentType === 'text/csv' && !text.startsWith('\uFEFF') ? '\uFEFF' : '';
  saveBlob(new Blob([bom, text], { type: `${contentType};charset=utf-8` }), filename);
}
