import { CONTACT_STAGES } from '@threshold/domain/contacts/contact.contract';
import type { ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import { DUPLICATE_POLICIES, type DuplicatePolicy } from '@threshold/domain/contacts/import-contacts.contract';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { validateRows } from '../lib/column-mapping';
import { STAGE_LABELS } from '../lib/contact-labels';
import type { ParsedCsv } from '../lib/parse-csv-file';
import type { ImportOptions, useImportWizard } from '../lib/use-import-wizard';
import { ChipsInput } from './chips-input';
import { ImportIssues } from './import-issues';

const POLICY_TEXT: Record<DuplicatePolicy, string> = {
  skip: 'Skip them (keep the existing contact as it is)',
  merge: 'Merge them into the existing contact (fills empty fields, adds e-mails, phones and tags)',
  create: 'Create them anyway (a second record)',
};

interface ImportPreviewStepProps {
  file: ParsedCsv;
  mapping: ColumnMapping;
  options: ImportOptions;
  onOptions: (options: ImportOptions) => void;
  check: ReturnType<typeof useImportWizard>['check'];
  onRecheck: () => void;
  onBack: () => void;
  onImport: () => void;
}

/** Step 3: every row validated in the browser, duplicates checked by a dry run on the server. */
export function ImportPreviewStep({
  file,
  mapping,
  options,
  onOptions,
  check,
  onRecheck,
  onBack,
  onImport,
}: ImportPreviewStepProps) {
  const local = useMemo(() => validateRows(file.header, file.rows, mapping), [file, mapping]);
  const report = check.outcome?.report;
  const failure = check.outcome?.failure;
  const importable = report ? report.created + report.merged : local.valid;
  return (
    <div className="space-y-5">
      <section aria-labelledby="preview-summary" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="preview-summary" className="text-base font-semibold text-slate-900">
          What will happen
        </h2>
        <ul className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
          <li>
            <strong>{local.valid.toLocaleString()}</strong> valid rows
          </li>
          <li>
            <strong>{local.invalid.toLocaleString()}</strong> rows with problems (not imported)
          </li>
          <li>
            <strong>{local.empty.toLocaleString()}</strong> empty rows (ignored)
          </li>
          {report ? (
            <li>
              <strong>{report.duplicates.length.toLocaleString()}</strong> possible duplicates (
              {options.duplicates === 'skip'
                ? 'skipped'
                : options.duplicates === 'merge'
                  ? 'merged'
                  : 'created anyway'}
              )
            </li>
          ) : null}
        </ul>
        <div className="mt-3">
          {!check.outcome ? (
            <ProgressBar
              label="Checking for duplicates"
              value={check.progress?.doneRows}
              max={file.rows.length}
              valueText={`Checking against your contacts… ${(check.progress?.doneRows ?? 0).toLocaleString()} of ${file.rows.length.toLocaleString()} rows`}
            />
          ) : failure ? (
            <Alert tone="error" title="The duplicate check did not finish">
              {errorMessage(failure.error)}{' '}
              <Button variant="link" onClick={onRecheck}>
                Check again
              </Button>
            </Alert>
          ) : null}
        </div>
      </section>
      <ImportIssues
        file={file}
        mapping={mapping}
        errors={report?.errors ?? local.problems}
        duplicates={report?.duplicates ?? []}
      />
      <section
        aria-labelledby="import-options"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="import-options" className="text-base font-semibold text-slate-900">
          Options
        </h2>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">
            Rows that match an existing contact (same e-mail or phone)
          </legend>
          <div className="mt-2 space-y-1.5">
            {DUPLICATE_POLICIES.map((p) => (
              <label key={p} className="flex items-start gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name="duplicate-policy"
                  className="mt-0.5 accent-brand-700"
                  checked={options.duplicates === p}
                  onChange={() => onOptions({ ...options, duplicates: p })}
                />
                {POLICY_TEXT[p]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Tag every imported contact" hint="e.g. open-house-may">
            <ChipsInput
              itemName="tag"
              value={options.tags}
              onChange={(tags) => onOptions({ ...options, tags })}
            />
          </FormField>
          <FormField label="Stage when the file has none">
            <Select
              value={options.stage}
              onChange={(e) => onOptions({ ...options, stage: e.target.value as ImportOptions['stage'] })}
            >
              <option value="">New (default)</option>
              {CONTACT_STAGES.map((s) => (
                <option key={s} value={s}>
                  {STAGE_LABELS[s]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back to mapping
        </Button>
        <Button onClick={onImport} disabled={importable === 0}>
          Import {importable.toLocaleString()} contact{importable === 1 ? '' : 's'}
        </Button>
      </div>
    </div>
  );
}
