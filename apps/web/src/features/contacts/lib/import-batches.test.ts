import { describe, expect, it, vi } from 'vitest';
import type { ImportContactsInput, ImportReport } from '@threshold/domain/contacts/import-contacts.contract';
import {
  addBatchReport,
  emptyReport,
  IMPORT_BATCH_ROWS as B,
  planBatches,
  runBatchedImport,
} from './import-batches';

const rows = (n: number, cell = 'x') => Array.from({ length: n }, (_, i) => [`${cell}${i}`]);

/** A fake server: every row valid, except rows whose first cell starts with "bad". */
function fakeSend(fail?: (batch: number) => boolean) {
  let calls = 0;
  return vi.fn(async (input: ImportContactsInput): Promise<ImportReport> => {
    calls += 1;
    if (fail?.(calls)) throw new Error('network down');
    const source = input.source as { rows: string[][] };
    const errors = source.rows.flatMap((r, i) =>
      r[0]!.startsWith('bad') ? [{ row: i + 1, errors: { email: 'x' } }] : [],
    );
    return {
      ...emptyReport(input.dry_run, {}),
      total_rows: source.rows.length,
      created: source.rows.length - errors.length,
      invalid: errors.length,
      errors,
      duplicates: [
        { row: 1, existing_contact_id: null, duplicate_of_row: 1, matched_on: ['email'], action: 'skipped' },
      ],
    };
  });
}

const job = (data: string[][]) => ({
  header: ['Name'],
  rows: data,
  mapping: { Name: 'full_name' as const },
  duplicates: 'skip' as const,
  dryRun: false,
});

describe('import batching', () => {
  it('splits by row count and by size', () => {
    expect(planBatches(rows(2500), { maxRows: 1000 })).toEqual([
      { start: 0, end: 1000 },
      { start: 1000, end: 2000 },
      { start: 2000, end: 2500 },
    ]);
    expect(planBatches([])).toEqual([]);
    const big = [['a'.repeat(60)], ['b'.repeat(60)], ['c'.repeat(60)]];
    expect(planBatches(big, { maxBytes: 100 })).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
    // A single row larger than the limit still goes alone rather than being dropped.
    expect(planBatches([['z'.repeat(500)]], { maxBytes: 100 })).toEqual([{ start: 0, end: 1 }]);
  });

  it('adds batch reports with row numbers of the whole file', () => {
    const total = addBatchReport(
      emptyReport(false, {}),
      {
        ...emptyReport(false, {}),
        total_rows: 10,
        created: 9,
        invalid: 1,
        errors: [{ row: 3, errors: { a: 'b' } }],
      },
      0,
    );
    const next = addBatchReport(
      total,
      {
        ...emptyReport(false, {}),
        total_rows: 5,
        skipped_duplicates: 1,
        duplicates: [
          {
            row: 2,
            existing_contact_id: null,
            duplicate_of_row: 1,
            matched_on: ['phone'],
            action: 'skipped',
          },
        ],
      },
      10,
    );
    expect(next).toMatchObject({ total_rows: 15, created: 9, invalid: 1, skipped_duplicates: 1 });
    expect(next.errors[0]!.row).toBe(3);
    expect(next.duplicates[0]).toMatchObject({ row: 12, duplicate_of_row: 11 });
  });

  it('reports progress per batch and sums the whole file', async () => {
    const data = [...rows(B * 1.5), ['bad-row'], ...rows(B / 2 - 1)];
    const send = fakeSend();
    const progress = vi.fn();
    const outcome = await runBatchedImport(job(data), send, { onProgress: progress });
    expect(send).toHaveBeenCalledTimes(2);
    expect(progress.mock.calls.map(([p]) => p.doneRows)).toEqual([0, B, 2 * B]);
    expect(progress.mock.calls.at(-1)![0]).toEqual({
      doneRows: 2 * B,
      totalRows: 2 * B,
      batch: 2,
      batches: 2,
    });
    expect(outcome.failure).toBeNull();
    expect(outcome.report).toMatchObject({ total_rows: 2 * B, created: 2 * B - 1, invalid: 1 });
    expect(outcome.report.errors).toEqual([{ row: B * 1.5 + 1, errors: { email: 'x' } }]);
    expect(send.mock.calls[1]![0].source).toMatchObject({ header: ['Name'] });
  });

  it('stops at a failed batch, says where, and resumes from there', async () => {
    const data = rows(3 * B);
    const outcome = await runBatchedImport(
      job(data),
      fakeSend((call) => call === 2),
    );
    expect(outcome.failure).toMatchObject({ atRow: B });
    expect(outcome.report.created).toBe(B);
    const resumed = await runBatchedImport(job(data), fakeSend(), { startRow: outcome.failure!.atRow });
    expect(resumed.report).toMatchObject({ total_rows: 2 * B, created: 2 * B });
    expect(resumed.report.duplicates.map((d) => d.row)).toEqual([B + 1, 2 * B + 1]);
  });

  it('stops between batches when asked, never in the middle of one', async () => {
    const send = fakeSend();
    let stop = false;
    const outcome = await runBatchedImport(job(rows(2.5 * B)), send, {
      shouldStop: () => stop,
      onProgress: (p) => (stop = p.doneRows >= B),
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(outcome.report.created).toBe(B);
    expect(outcome.failure).toMatchObject({ atRow: B });
    expect((outcome.failure!.error as DOMException).name).toBe('AbortError');
  });
});
