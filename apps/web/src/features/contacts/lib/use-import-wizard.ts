import type { ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import type { ContactStage } from '@threshold/domain/contacts/contact.contract';
import type { DuplicatePolicy } from '@threshold/domain/contacts/import-contacts.contract';
import { useCallback, useRef, useState } from 'react';
import { sendImportBatch } from '../api/contacts-import-api';
import { initialMapping } from './column-mapping';
import { addBatchReport, runBatchedImport, type ImportOutcome, type ImportProgress } from './import-batches';
import type { TagMapping } from '@threshold/domain/contacts/import-formats/tag-mapping';
import type { ImportFile } from './read-import-file';

export type ImportStep = 'file' | 'map' | 'preview' | 'importing' | 'report';

export interface ImportOptions {
  duplicates: DuplicatePolicy;
  tags: string[];
  stage: ContactStage | '';
}

type Run = { progress: ImportProgress | null; outcome: ImportOutcome | null };

/** The import wizard's state: file → mapping → preview (dry run) → import → report. */
export function useImportWizard() {
  const [step, setStep] = useState<ImportStep>('file');
  const [file, setFile] = useState<ImportFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [tagMapping, setTagMapping] = useState<TagMapping>({});
  const [options, setOptions] = useState<ImportOptions>({ duplicates: 'skip', tags: [], stage: '' });
  const [check, setCheck] = useState<Run>({ progress: null, outcome: null });
  const [run, setRun] = useState<Run>({ progress: null, outcome: null });
  const abort = useRef<AbortController | null>(null);

  const job = useCallback(
    (dryRun: boolean, opts: ImportOptions = options) => ({
      header: file!.header,
      rows: file!.rows,
      mapping,
      duplicates: opts.duplicates,
      dryRun,
      tagMapping,
      defaults: {
        ...(opts.tags.length ? { tags: opts.tags } : {}),
        ...(opts.stage ? { stage: opts.stage } : {}),
      },
    }),
    [file, mapping, tagMapping, options],
  );

  const stopRequested = useRef(false);

  const chooseFile = (parsed: ImportFile) => {
    setFile(parsed);
    setTagMapping({});
    setMapping(initialMapping(parsed.header));
    setStep('map');
  };

  /** The dry run: what the import would do, duplicates against existing contacts included. */
  const checkFile = useCallback(
    async (opts?: ImportOptions) => {
      setStep('preview');
      setCheck({ progress: null, outcome: null });
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const outcome = await runBatchedImport(job(true, opts), sendImportBatch, {
        signal: controller.signal,
        onProgress: (progress) => setCheck((c) => ({ ...c, progress })),
      });
      if (!controller.signal.aborted) setCheck((c) => ({ ...c, outcome }));
    },
    [job],
  );

  const startImport = useCallback(
    async (startRow = 0) => {
      setStep('importing');
      abort.current?.abort(); // a dry run still checking has nothing left to tell
      const previous = startRow > 0 ? run.outcome : null;
      setRun({ progress: null, outcome: null });
      stopRequested.current = false;
      const outcome = await runBatchedImport(job(false), sendImportBatch, {
        startRow,
        shouldStop: () => stopRequested.current,
        onProgress: (progress) => setRun((r) => ({ ...r, progress })),
      });
      // Resumed rows are numbered for the whole file already, so the reports simply add up.
      const merged = previous
        ? { ...outcome, report: addBatchReport(previous.report, outcome.report, 0) }
        : outcome;
      setRun((r) => ({ ...r, outcome: merged }));
      setStep('report');
    },
    [job, run.outcome],
  );

  /** A different duplicate policy changes what the import would do: check again. */
  const changeOptions = (next: ImportOptions) => {
    const recheck = next.duplicates !== options.duplicates;
    setOptions(next);
    if (recheck) void checkFile(next);
  };

  /** Leaves the preview: the dry run has nothing to keep, so its request is aborted. */
  const cancelCheck = () => abort.current?.abort();
  /** During the import: finish the running batch, then stop. */
  const stopImport = () => {
    stopRequested.current = true;
  };
  const restart = () => {
    setFile(null);
    setMapping({});
    setCheck({ progress: null, outcome: null });
    setRun({ progress: null, outcome: null });
    setStep('file');
  };

  return {
    step,
    setStep,
    file,
    mapping,
    setMapping,
    tagMapping,
    setTagMapping,
    options,
    changeOptions,
    check,
    checkFile,
    run,
    startImport,
    cancelCheck,
    stopImport,
    restart,
    chooseFile,
  };
}
