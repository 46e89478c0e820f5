import type { RowNotice } from '@threshold/domain/contacts/import-formats/prepare-table';
import type { ImportReport } from '@threshold/domain/contacts/import-contacts.contract';

const SHOWN = 100;

/**
 * Values of imported rows that a contact cannot hold (11th e-mail, second address…), by spreadsheet
 * line: what the browser found while preparing the file (it sends the prepared rows, so the server
 * sees only what fits) plus what the server reported.
 */
export function ImportWarnings({
  notices,
  report,
}: {
  notices: readonly RowNotice[];
  report?: ImportReport | null;
}) {
  const byRow = new Map<number, Record<string, string>>();
  for (const n of notices) byRow.set(n.index + 1, n.notices);
  for (const w of report?.warnings ?? []) byRow.set(w.row, { ...byRow.get(w.row), ...w.warnings });
  const warnings = [...byRow].sort((a, b) => a[0] - b[0]).map(([row, w]) => ({ row, warnings: w }));
  if (!warnings.length) return null;
  return (
    <section
      aria-labelledby="import-warnings-title"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h3 id="import-warnings-title" className="font-semibold text-amber-900">
        Values that will not be stored ({warnings.length.toLocaleString()} rows)
      </h3>
      <p className="text-amber-900">These rows are imported; the values below do not fit a contact.</p>
      <ul aria-label="Values that will not be stored" className="mt-2 space-y-1 text-amber-950">
        {warnings.slice(0, SHOWN).map((w) => (
          <li key={w.row}>
            Line {w.row + 1}: {Object.values(w.warnings).join(' ')}
          </li>
        ))}
      </ul>
      {warnings.length > SHOWN ? <p className="mt-1">…and {warnings.length - SHOWN} more rows.</p> : null}
    </section>
  );
}
