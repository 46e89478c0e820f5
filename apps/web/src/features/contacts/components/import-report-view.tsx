import type { ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import type { ImportOutcome } from '../lib/import-batches';
import type { ParsedCsv } from '../lib/parse-csv-file';
import { ImportIssues } from './import-issues';

interface ImportReportViewProps {
  file: ParsedCsv;
  mapping: ColumnMapping;
  outcome: ImportOutcome;
  onResume: (row: number) => void;
  onRestart: () => void;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value.toLocaleString()}</dd>
    </div>
  );
}

/** The last step: what was imported, what was not and why. */
export function ImportReportView({ file, mapping, outcome, onResume, onRestart }: ImportReportViewProps) {
  const { report, failure } = outcome;
  const aborted = failure?.error instanceof DOMException && failure.error.name === 'AbortError';
  const remaining = failure ? file.rows.length - failure.atRow : 0;
  return (
    <div className="space-y-5" data-testid="import-report">
      {failure ? (
        <Alert
          tone={aborted ? 'warning' : 'error'}
          title={aborted ? 'Import stopped' : 'The import did not finish'}
        >
          <p>
            {aborted ? 'You stopped the import.' : errorMessage(failure.error)} The first{' '}
            {failure.atRow.toLocaleString()} rows were processed; {remaining.toLocaleString()} rows were not
            imported.
          </p>
          <Button size="sm" className="mt-2" onClick={() => onResume(failure.atRow)}>
            Import the remaining {remaining.toLocaleString()} rows
          </Button>
        </Alert>
      ) : (
        <Alert tone="success" title="Import finished">
          <span className="inline-flex items-center gap-1.5">
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {report.created.toLocaleString()} contact{report.created === 1 ? '' : 's'} imported from{' '}
            {file.fileName}.
          </span>
        </Alert>
      )}
      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label="Imported" value={report.created} />
        <Figure label="Merged into existing" value={report.merged} />
        <Figure label="Duplicates skipped" value={report.skipped_duplicates} />
        <Figure label="Rows with problems" value={report.invalid} />
        <Figure label="Empty rows" value={report.empty} />
      </dl>
      {report.truncated ? (
        <p className="text-sm text-slate-600">
          The lists below show the first 2,000 problems; the counts are complete.
        </p>
      ) : null}
      <ImportIssues file={file} mapping={mapping} errors={report.errors} duplicates={report.duplicates} />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/contacts?sort=-created_at">View contacts</Link>
        </Button>
        <Button variant="secondary" onClick={onRestart}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
