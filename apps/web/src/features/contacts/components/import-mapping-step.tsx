import { IMPORT_FIELDS, type ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  FIELD_LABELS,
  mappedFieldCount,
  mappingProblems,
  setColumnField,
  type MappingTarget,
} from '../lib/column-mapping';
import type { ParsedCsv } from '../lib/parse-csv-file';

interface ImportMappingStepProps {
  file: ParsedCsv;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  onBack: () => void;
  onNext: () => void;
}

function samples(file: ParsedCsv, column: number): string {
  const values: string[] = [];
  for (const row of file.rows) {
    const v = row[column]?.trim();
    if (v) values.push(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    if (values.length === 3) break;
  }
  return values.join(' · ') || '(empty)';
}

/** Step 2: which contact field each column feeds (suggested from the header names). */
export function ImportMappingStep({ file, mapping, onChange, onBack, onNext }: ImportMappingStepProps) {
  const problems = mappingProblems(file.header, mapping);
  const problemList = Object.values(problems);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <strong>{file.fileName}</strong>: {file.rows.length.toLocaleString()} rows, {file.header.length}{' '}
        columns, {mappedFieldCount(mapping)} mapped.
      </p>
      {file.warnings.length ? (
        <Alert tone="warning" title="Some lines look malformed">
          <ul className="list-disc pl-5">
            {file.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Column mapping</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Column in the file
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Sample values
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Import as
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {file.header.map((header, index) => (
              <tr key={header}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {header}
                </th>
                <td className="max-w-72 truncate px-3 py-2 text-slate-700">{samples(file, index)}</td>
                <td className="px-3 py-2">
                  <select
                    aria-label={`Import “${header}” as`}
                    className="focus-ring h-9 w-full min-w-48 rounded-md border border-slate-400 bg-white px-2 text-sm"
                    value={mapping[header] ?? 'ignore'}
                    onChange={(e) =>
                      onChange(setColumnField(mapping, header, e.target.value as MappingTarget))
                    }
                  >
                    <option value="ignore">Don’t import</option>
                    {IMPORT_FIELDS.map((f) => (
                      <option key={f} value={f}>
                        {FIELD_LABELS[f]}
                      </option>
                    ))}
                  </select>
                  {problems[`mapping.${header}`] ? (
                    <p className="mt-1 text-xs text-red-700">{problems[`mapping.${header}`]}</p>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.mapping ? <Alert tone="error">{problems.mapping}</Alert> : null}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack}>
          Choose another file
        </Button>
        <Button onClick={onNext} disabled={problemList.length > 0}>
          Preview the import
        </Button>
      </div>
    </div>
  );
}
