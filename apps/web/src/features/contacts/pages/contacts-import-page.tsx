import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ImportFileStep } from '../components/import-file-step';
import { ImportFormatSummary } from '../components/import-format-summary';
import { ImportRowValues } from '../components/import-row-values';
import { ImportSavedMappings } from '../components/import-saved-mappings';
import { ImportTagRules } from '../components/import-tag-rules';
import { ImportWarnings } from '../components/import-warnings';
import { ImportMappingStep } from '../components/import-mapping-step';
import { ImportPreviewStep } from '../components/import-preview-step';
import { ImportReportView } from '../components/import-report-view';
import { useImportWizard, type ImportStep } from '../lib/use-import-wizard';

const STEPS: [ImportStep, string][] = [
  ['file', 'Choose file'],
  ['map', 'Map columns'],
  ['preview', 'Preview'],
  ['importing', 'Import'],
  ['report', 'Report'],
];

/** /contacts/import — the CSV import wizard. */
export function ContactsImportPage() {
  useDocumentTitle('Import contacts');
  const wizard = useImportWizard();
  const { step, file, run } = wizard;
  const current = STEPS.findIndex(([s]) => s === step);
  const progress = run.progress;

  return (
    <>
      <Link
        to="/contacts"
        className="focus-ring mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Contacts
      </Link>
      <PageHeader
        title="Import contacts"
        description="From a CSV or vCard file: map the columns, check every row, then import."
      />
      <ol className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Import steps">
        {STEPS.map(([key, label], index) => (
          <li
            key={key}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              index === current
                ? 'font-semibold text-brand-800'
                : index < current
                  ? 'text-slate-800'
                  : 'text-slate-600',
            )}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      {step === 'file' ? <ImportFileStep onParsed={wizard.chooseFile} /> : null}
      {step === 'map' && file ? (
        <>
          <ImportFormatSummary file={file} mapping={wizard.mapping} />
          <ImportSavedMappings
            file={file}
            mapping={wizard.mapping}
            tagMapping={wizard.tagMapping}
            onApply={(mapping, tagMapping) => {
              wizard.setMapping(mapping);
              wizard.setTagMapping(tagMapping);
            }}
          />
          <ImportTagRules
            file={file}
            mapping={wizard.mapping}
            rules={wizard.tagMapping}
            onChange={wizard.setTagMapping}
          />
        </>
      ) : null}
      {step === 'map' && file ? (
        <ImportMappingStep
          file={file}
          mapping={wizard.mapping}
          onChange={wizard.setMapping}
          onBack={wizard.restart}
          onNext={() => void wizard.checkFile()}
        />
      ) : null}
      {step === 'preview' && file ? (
        <>
          <ImportFormatSummary file={file} mapping={wizard.mapping} />
          <ImportRowValues file={file} mapping={wizard.mapping} tagMapping={wizard.tagMapping} />
          <ImportWarnings notices={file.notices} report={wizard.check.outcome?.report} />
        </>
      ) : null}
      {step === 'preview' && file ? (
        <ImportPreviewStep
          file={file}
          mapping={wizard.mapping}
          options={wizard.options}
          onOptions={wizard.changeOptions}
          check={wizard.check}
          onRecheck={() => void wizard.checkFile()}
          onBack={() => {
            wizard.cancelCheck();
            wizard.setStep('map');
          }}
          onImport={() => void wizard.startImport()}
        />
      ) : null}
      {step === 'importing' && file ? (
        <section
          aria-labelledby="importing-title"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="importing-title" className="text-base font-semibold text-slate-900">
            Importing {file.fileName}
          </h2>
          <ProgressBar
            label="Import progress"
            value={progress?.doneRows ?? 0}
            max={file.rows.length}
            valueText={`${(progress?.doneRows ?? 0).toLocaleString()} of ${file.rows.length.toLocaleString()} rows${progress && progress.batches > 1 ? ` (batch ${Math.min(progress.batch + 1, progress.batches)} of ${progress.batches})` : ''}`}
          />
          <p className="text-sm text-slate-600">
            Keep this tab open. Each batch is saved completely or not at all.
          </p>
          <Button variant="secondary" onClick={wizard.stopImport}>
            Stop after this batch
          </Button>
        </section>
      ) : null}
      {step === 'report' && file && run.outcome ? (
        <ImportWarnings notices={file.notices} report={run.outcome.report} />
      ) : null}
      {step === 'report' && file && run.outcome ? (
        <ImportReportView
          file={file}
          mapping={wizard.mapping}
          outcome={run.outcome}
          onResume={(row) => void wizard.startImport(row)}
          onRestart={wizard.restart}
        />
      ) : null}
    </>
  );
}
