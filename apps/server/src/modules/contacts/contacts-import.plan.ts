import { emailKey, phoneKey, uniqueKeys } from '@threshold/domain/contacts/normalize';
import { mapImportRow, type ImportDraft } from '@threshold/domain/contacts/csv-rows';
import type { DuplicatePolicy, ImportReport } from '@threshold/domain/contacts/import-contacts.contract';
import { IMPORT_REPORT_MAX_ITEMS } from '@threshold/domain/contacts/import-contacts.contract';
import { applyTagMapping, type TagMapping } from '@threshold/domain/contacts/import-formats/tag-mapping';
import type { ParsedFile } from './contacts-import.parse';

type Reason = 'email' | 'phone';
export interface PlannedRow {
  row: number;
  /** stageFromLabel: a label rule set the stage (the import's default stage must not replace it). */
  draft: ImportDraft & { stageFromLabel: boolean };
  /** create: a new contact; merge-existing / merge-row: folded into a match. */
  action: 'create' | 'merge-existing' | 'merge-row';
  target: string | number | null;
}

export interface ImportPlan {
  report: Omit<ImportReport, 'import_id' | 'dry_run' | 'mapping'>;
  rows: PlannedRow[];
}

const keysOf = (d: ImportDraft) => ({
  emails: uniqueKeys(
    d.contact.emails.map((e) => e.value),
    emailKey,
  ),
  phones: uniqueKeys(
    d.contact.phones.map((p) => p.value),
    phoneKey,
  ),
});

/** Validates every row and decides, against the existing contacts' keys and earlier rows, what each good row becomes. */
export function planImport(
  file: ParsedFile,
  existing: { byEmail: Map<string, string>; byPhone: Map<string, string> },
  policy: DuplicatePolicy,
  ownerError: (email: string) => string | null,
  tagMapping: TagMapping = {},
): ImportPlan {
  const report: ImportPlan['report'] = {
    total_rows: file.rows.length,
    created: 0,
    merged: 0,
    skipped_duplicates: 0,
    invalid: 0,
    empty: 0,
    errors: [],
    duplicates: [],
    truncated: false,
    warnings: file.notices
      .slice(0, IMPORT_REPORT_MAX_ITEMS)
      .map((n) => ({ row: n.index + 1, warnings: n.notices })),
  };
  if (file.notices.length > IMPORT_REPORT_MAX_ITEMS) report.truncated = true;
  const stageColumn = Object.values(file.mapping).includes('stage');
  const stageLabels = new Set(
    Object.entries(tagMapping)
      .filter(([, rule]) => 'stage' in rule)
      .map(([tag]) => tag.trim().toLowerCase()),
  );
  const rows: PlannedRow[] = [];
  const seenEmail = new Map<string, number>();
  const seenPhone = new Map<string, number>();
  const note = <T>(list: T[], item: T) =>
    list.length < IMPORT_REPORT_MAX_ITEMS ? list.push(item) : (report.truncated = true);

  file.rows.forEach((cells, i) => {
    const row = i + 1;
    const result = mapImportRow(file.header, cells, file.mapping);
    if (result.ok === 'empty') return void report.empty++;
    const errors = result.ok ? {} : { ...result.errors };
    if (result.ok && result.draft.ownerEmail) {
      const problem = ownerError(result.draft.ownerEmail);
      if (problem) errors.owner_email = problem;
    }
    if (!result.ok || Object.keys(errors).length) {
      report.invalid++;
      return void note(report.errors, { row, errors });
    }
    const contact = applyTagMapping(result.draft.contact, tagMapping, stageColumn);
    const stageFromLabel =
      !stageColumn && result.draft.contact.tags.some((t) => stageLabels.has(t.toLowerCase()));
    const draft = { ...result.draft, contact, stageFromLabel };
    const keys = keysOf(draft);
    const reasons = (hit: (k: string, kind: Reason) => boolean): Reason[] => [
      ...(keys.emails.some((k) => hit(k, 'email')) ? (['email'] as const) : []),
      ...(keys.phones.some((k) => hit(k, 'phone')) ? (['phone'] as const) : []),
    ];
    const existingId =
      keys.emails.map((k) => existing.byEmail.get(k)).find(Boolean) ??
      keys.phones.map((k) => existing.byPhone.get(k)).find(Boolean);
    const earlierRow =
      keys.emails.map((k) => seenEmail.get(k)).find(Boolean) ??
      keys.phones.map((k) => seenPhone.get(k)).find(Boolean);
    for (const k of keys.emails) if (!seenEmail.has(k)) seenEmail.set(k, row);
    for (const k of keys.phones) if (!seenPhone.has(k)) seenPhone.set(k, row);
    if (!existingId && !earlierRow) {
      report.created++;
      return void rows.push({ row, draft, action: 'create', target: null });
    }
    const matchedOn = existingId
      ? reasons((k, kind) => (kind === 'email' ? existing.byEmail : existing.byPhone).get(k) === existingId)
      : reasons(
          (k, kind) => (kind === 'email' ? seenEmail : seenPhone).get(k) === earlierRow && earlierRow !== row,
        );
    const action = policy === 'skip' ? 'skipped' : policy === 'merge' ? 'merged' : 'created';
    note(report.duplicates, {
      row,
      existing_contact_id: existingId ?? null,
      duplicate_of_row: existingId ? null : earlierRow!,
      matched_on: matchedOn,
      action,
    });
    if (policy === 'skip') return void report.skipped_duplicates++;
    if (policy === 'create') {
      report.created++;
      return void rows.push({ row, draft, action: 'create', target: null });
    }
    report.merged++;
    rows.push({
      row,
      draft,
      action: existingId ? 'merge-existing' : 'merge-row',
      target: existingId ?? earlierRow!,
    });
  });
  return { report, rows };
}
