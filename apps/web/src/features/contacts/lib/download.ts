/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadText(text: string, filename: string, contentType = 'text/plain'): void {
  // A BOM so spreadsheet programs read the CSV as UTF-8 (names with accents).
  const bom = contentType === 'text/csv' && !text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const url = URL.createObjectURL(new Blob([bom, text], { type: `${contentType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
