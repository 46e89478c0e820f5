import type { ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import { describeImportFormat } from '@threshold/domain/contacts/import-formats/detect-format';
import { Alert } from '@/components/ui/alert';
import type { ImportFile } from '../lib/read-import-file';

/**
 * Above the mapping: the recognised source ("Looks like a Google Contacts export"), which file
 * columns were combined into one (every e-mail, every phone, the address), and every column that
 * will not be imported — so nothing is lost unseen.
 */
export function ImportFormatSummary({ file, mapping }: { file: ImportFile; mapping: ColumnMapping }) {
  const described = describeImportFormat(file.format);
  const ignored = file.header.filter((h) => (mapping[h] ?? 'ignore') === 'ignore');
  const combined = Object.entries(file.combined);
  return (
    <div className="mb-4 space-y-3" data-testid="import-format-summary">
      {described ? (
        <Alert tone="info" title={described}>
          {file.rows.length.toLocaleString()} {file.format === 'vcard' ? 'cards' : 'rows'} read from{' '}
          {file.fileName}.
        </Alert>
      ) : null}
      {combined.length ? (
        <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <h3 className="font-semibold text-slate-900">Combined columns</h3>
          <ul className="mt-2 space-y-1 text-slate-700">
            {combined.map(([column, sources]) => (
              <li key={column}>
                <span className="font-medium">{column}</span> ← {sources.join(', ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm" aria-live="polite">
        <h3 className="font-semibold text-slate-900">
          {ignored.length
            ? `${ignored.length} columns will not be imported`
            : 'Every column will be imported'}
        </h3>
        {ignored.length ? (
          <ul aria-label="Columns that will not be imported" className="mt-2 flex flex-wrap gap-2">
            {ignored.map((h) => (
              <li key={h} className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">
                {h}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
