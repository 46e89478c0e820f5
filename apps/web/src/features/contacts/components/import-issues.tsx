import type { ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import type { ImportReport } from '@threshold/domain/contacts/import-contacts.contract';
import Papa from 'papaparse';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FIELD_LABELS, rowLabel } from '../lib/column-mapping';
import { downloadText } from '../lib/download';
import type { ParsedCsv } from '../lib/parse-csv-file';

const SHOWN = 100;
const MATCHED = { email: 'e-mail', phone: 'phone', same_name: 'name', similar_name: 'similar name' } as const;

interface ImportIssuesProps {
  file: ParsedCsv;
  mapping: ColumnMapping;
  errors: ImportReport['errors'];
  duplicates: ImportReport['duplicates'];
}

const reasonText = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(
      ([field, message]) =>
        `${FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? field.replaceAll('_', ' ')}: ${message}`,
    )
    .join('; ');

/** Bad rows with their reasons and duplicates with what they matched; bad rows download as CSV. */
export function ImportIssues({ file, mapping, errors, duplicates }: ImportIssuesProps) {
  const downloadBadRows = () => {
    const rows = errors.map((e) => [...(file.rows[e.row - 1] ?? []), reasonText(e.errors)]);
    downloadText(
      Papa.unparse({ fields: [...file.header, 'Problem'], data: rows }),
      `${file.fileName.replace(/\.\w+$/, '')}-problems.csv`,
      'text/csv',
    );
  };
  return (
    <>
      {errors.length ? (
        <section aria-labelledby="bad-rows" className="rounded-lg border border-red-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="bad-rows" className="text-base font-semibold text-slate-900">
              Rows with problems ({errors.length.toLocaleString()})
            </h2>
            <Button variant="secondary" size="sm" onClick={downloadBadRows}>
              Download these rows
            </Button>
          </div>
          <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Rows with problems">
            {errors.slice(0, SHOWN).map((e) => (
              <li key={e.row} className="py-1.5">
                <span className="font-medium text-slate-900">Line {e.row + 1}</span>
                {rowLabel(file.header, file.rows[e.row - 1], mapping) ? (
                  <span className="text-slate-700">
                    {' '}
                    ({rowLabel(file.header, file.rows[e.row - 1], mapping)})
                  </span>
                ) : null}
                <span className="text-red-800"> — {reasonText(e.errors)}</span>
              </li>
            ))}
          </ul>
          {errors.length > SHOWN ? (
            <p className="mt-2 text-sm text-slate-600">
              …and {(errors.length - SHOWN).toLocaleString()} more in the download.
            </p>
          ) : null}
        </section>
      ) : null}
      {duplicates.length ? (
        <section aria-labelledby="duplicate-rows" className="rounded-lg border border-amber-200 bg-white p-4">
          <h2 id="duplicate-rows" className="text-base font-semibold text-slate-900">
            Duplicates ({duplicates.length.toLocaleString()})
          </h2>
          <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Duplicate rows">
            {duplicates.slice(0, SHOWN).map((d) => (
              <li key={d.row} className="py-1.5">
                <span className="font-medium text-slate-900">Line {d.row + 1}</span>{' '}
                <span className="text-slate-700">
                  ({rowLabel(file.header, file.rows[d.row - 1], mapping)})
                </span>{' '}
                — same {d.matched_on.map((m) => MATCHED[m]).join(' and ')} as{' '}
                {d.existing_contact_id ? (
                  <Link
                    to={`/contacts/${d.existing_contact_id}`}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    an existing contact
                  </Link>
                ) : (
                  `line ${(d.duplicate_of_row ?? 0) + 1} of this file`
                )}
                <span className="text-slate-600"> · {d.action}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
