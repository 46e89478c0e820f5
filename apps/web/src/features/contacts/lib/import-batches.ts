import type { ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import {
  IMPORT_REPORT_MAX_ITEMS,
  type DuplicatePolicy,
  type ImportContactsInput,
  type ImportReport,
} from '@threshold/domain/contacts/import-contacts.contract';

/**
 * Large files go up in batches: the progress bar moves per batch, and each request stays well
 * under the import route's body limit (16 MB by default). Each batch is one server transaction,
 * so a row is either fully imported or not at all (docs/decisions/0051).
 */
export const IMPORT_BATCH_ROWS = 2_000;
export const IMPORT_BATCH_BYTES = 2_000_000;

export interface Batch {
  /** Index of the first row (0-based) and one past the last. */
  start: number;
  end: number;
}

/** Splits rows into batches of at most `maxRows` rows and about `maxBytes` of cell text. */
export function planBatches(
  rows: readonly (readonly string[])[],
  { maxRows = IMPORT_BATCH_ROWS, maxBytes = IMPORT_BATCH_BYTES } = {},
): Batch[] {
  const batches: Batch[] = [];
  let start = 0;
  let bytes = 0;
  rows.forEach((row, index) => {
    // Cells, quotes and commas as JSON sends them; a rough but safe estimate.
    const size = row.reduce((n, cell) => n + cell.length + 3, 2);
    if (index > start && (index - start >= maxRows || bytes + size > maxBytes)) {
      batches.push({ start, end: index });
      start = index;
      bytes = 0;
    }
    bytes += size;
  });
  if (rows.length > start) batches.push({ start, end: rows.length });
  return batches;
}

export function emptyReport(dryRun: boolean, mapping: ColumnMapping): ImportReport {
  return {
    import_id: null,
    dry_run: dryRun,
    total_rows: 0,
    created: 0,
    merged: 0,
    skipped_duplicates: 0,
    invalid: 0,
    empty: 0,
    mapping,
    errors: [],
    duplicates: [],
    truncated: false,
  };
}

/** Adds one batch's report; its row numbers are shifted by `offset` rows to the file's numbering. */
export function addBatchReport(total: ImportReport, batch: ImportReport, offset: number): ImportReport {
  const errors = [...total.errors, ...batch.errors.map((e) => ({ ...e, row: e.row + offset }))];
  const duplicates = [
    ...total.duplicates,
    ...batch.duplicates.map((d) => ({
      ...d,
      row: d.row + offset,
      duplicate_of_row: d.duplicate_of_row === null ? null : d.duplicate_of_row + offset,
    })),
  ];
  return {
    ...total,
    import_id: total.import_id ?? batch.import_id,
    total_rows: total.total_rows + batch.total_rows,
    created: total.created + batch.created,
    merged: total.merged + batch.merged,
    skipped_duplicates: total.skipped_duplicates + batch.skipped_duplicates,
    invalid: total.invalid + batch.invalid,
    empty: total.empty + batch.empty,
    errors: errors.slice(0, IMPORT_REPORT_MAX_ITEMS),
    duplicates: duplicates.slice(0, IMPORT_REPORT_MAX_ITEMS),
    warnings: [
      ...(total.warnings ?? []),
      ...(batch.warnings ?? []).map((w) => ({ ...w, row: w.row + offset })),
    ].slice(0, IMPORT_REPORT_MAX_ITEMS),
    truncated:
      total.truncated ||
      batch.truncated ||
      errors.length > IMPORT_REPORT_MAX_ITEMS ||
      duplicates.length > IMPORT_REPORT_MAX_ITEMS,
  };
}

export interface ImportJob {
  header: string[];
  rows: string[][];
  mapping: ColumnMapping;
  duplicates: DuplicatePolicy;
  dryRun: boolean;
  defaults?: ImportContactsInput['defaults'];
  tagMapping?: ImportContactsInput['tag_mapping'];
}

export interface ImportProgress {
  doneRows: number;
  totalRows: number;
  batch: number;
  batches: number;
}

export interface ImportOutcome {
  report: ImportReport;
  /** Set when a batch failed: rows before `atRow` (0-based) were processed, the rest were not. */
  failure: { error: unknown; atRow: number } | null;
}

type SendBatch = (input: ImportContactsInput, signal?: AbortSignal) => Promise<ImportReport>;

/** Sends the batches one after the other, reporting progress; stops at the first failed batch. */
export async function runBatchedImport(
  job: ImportJob,
  send: SendBatch,
  options: {
    onProgress?: (p: ImportProgress) => void;
    signal?: AbortSignal;
    startRow?: number;
    /** Checked between batches: stopping never cuts a batch the server may already be saving. */
    shouldStop?: () => boolean;
  } = {},
): Promise<ImportOutcome> {
  const startRow = options.startRow ?? 0;
  const batches = planBatches(job.rows.slice(startRow)).map((b) => ({
    start: b.start + startRow,
    end: b.end + startRow,
  }));
  let report = emptyReport(job.dryRun, job.mapping);
  const progress = (doneRows: number, batch: number) =>
    options.onProgress?.({ doneRows, totalRows: job.rows.length, batch, batches: batches.length });
  progress(startRow, 0);
  for (const [index, batch] of batches.entries()) {
    if (options.shouldStop?.())
      return {
        report,
        failure: { error: new DOMException('Stopped by the user', 'AbortError'), atRow: batch.start },
      };
    try {
      const answer = await send(
        {
          source: { header: job.header, rows: job.rows.slice(batch.start, batch.end) },
          mapping: job.mapping,
          duplicates: job.duplicates,
          dry_run: job.dryRun,
          defaults: job.defaults ?? {},
          tag_mapping: job.tagMapping ?? {},
        },
        options.signal,
      );
      report = addBatchReport(report, answer, batch.start);
    } catch (error) {
      return { report, failure: { error, atRow: batch.start } };
    }
    progress(batch.end, index + 1);
  }
  return { report, failure: null };
}
