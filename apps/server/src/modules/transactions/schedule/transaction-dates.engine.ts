import { toIsoDate } from '@threshold/domain/transactions/business-days';
import {
  recomputeKeyDates,
  recomputeLinkedTasks,
  validateKeyDates,
  type KeyDateDefinition,
} from '@threshold/domain/transactions/deadlines';
import { CLOSING_DATE_KEY, initialKeyDates } from '@threshold/domain/transactions/key-date-defaults';
import type { TransactionType } from '@threshold/domain/transactions/transaction-enums';
import type { DbOrTx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import {
  findKeyDates,
  findTasks,
  insertKeyDates,
  setTaskDueDates,
  updateKeyDateRow,
  type KeyDateRow,
} from './transaction-dates.repository';
import { toDefinition } from './transaction-dates.dto';
import { getKeyDateSet } from './key-date-templates.repository';
import { updateTransactionRow } from '../deals/transactions.repository';

/** Today as a calendar date in the server's time zone (set TZ to the brokerage's zone). */
export const today = () => toIsoDate(new Date());

/**
 * A new deal's key dates: the organization's defaults (organizations.settings.transactionKeyDates
 * [type], when present and valid — key-date-templates.repository.ts) or the built-in ones, with
 * absolute dates taken from `values`.
 */
export async function initialDatesFor(
  db: DbOrTx,
  organizationId: string,
  type: TransactionType,
  values: Record<string, string>,
): Promise<KeyDateDefinition[]> {
  const { items: templates } = await getKeyDateSet(db, organizationId, type);
  const defs = initialKeyDates(type, values, templates);
  for (const [key, date] of Object.entries(values)) {
    const def = defs.find((d) => d.key === key);
    // A given date for a relative default pins it; an unknown key becomes an extra fixed date.
    if (def && def.kind === 'relative')
      Object.assign(def, {
        kind: 'absolute',
        anchorKey: null,
        offsetDays: 0,
        businessDays: false,
        roll: false,
        date,
      });
    if (!def)
      defs.push({
        key,
        label: key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
        kind: 'absolute',
        date,
        anchorKey: null,
        offsetDays: 0,
        businessDays: false,
        roll: false,
        isDeadline: true,
      });
  }
  return defs;
}

export interface SavedDates {
  moved: { key: string; label: string; from: string | null; to: string | null }[];
  movedTasks: { id: string; title: string; from: string | null; to: string | null }[];
}

/**
 * Stores the definitions after a change and recomputes every dependent date (topological order),
 * every linked task and the deal's closing_date. Answers what moved. Call inside the write's transaction.
 */
export async function saveKeyDates(
  tx: DbOrTx,
  dealId: string,
  current: KeyDateRow[],
  next: KeyDateDefinition[],
  options: {
    fieldFor?: (key: string) => string;
    completed?: Map<string, Date | null>;
    /**
     * The date the user edited, written even when its definition did not change and, with a version,
     * only if still at that version (one statement, ADR 0082); `onStale` answers when it is not.
     * Dependent dates it moves are written plainly; the version trigger bumps each one.
     */
    edited?: { key: string; expectedVersion?: number; onStale: () => Promise<never> };
  } = {},
): Promise<SavedDates> {
  const issues = validateKeyDates(next);
  if (issues.length) {
    const fields = Object.fromEntries(
      issues.map((i) => [options.fieldFor?.(i.key) ?? `dates.${i.key}`, i.message]),
    );
    throw new AppError('VALIDATION_FAILED', 'These dates do not work together', fields);
  }
  const { dates, moved } = recomputeKeyDates(current, next);
  const byKey = new Map(current.map((r) => [r.key, r]));
  let position = current.reduce((max, r) => Math.max(max, r.position), -1);
  const inserts = [];
  for (const def of dates) {
    const row = byKey.get(def.key);
    const completedAt = options.completed?.get(def.key);
    if (!row) {
      inserts.push({ transactionId: dealId, ...def, position: ++position, completedAt: completedAt ?? null });
      continue;
    }
    const old = toDefinition(row);
    const changed = (Object.keys(def) as (keyof KeyDateDefinition)[]).some((k) => def[k] !== old[k]);
    const edited = options.edited?.key === def.key ? options.edited : undefined;
    if (changed || completedAt !== undefined || edited?.expectedVersion !== undefined) {
      const patch = { ...def, ...(completedAt !== undefined && { completedAt }) };
      if (!(await updateKeyDateRow(tx, row.id, patch, edited?.expectedVersion))) await edited?.onStale();
    }
  }
  await insertKeyDates(tx, inserts);
  const tasks = await findTasks(tx, dealId);
  const movedTasks = recomputeLinkedTasks(tasks, dates);
  await setTaskDueDates(tx, movedTasks);
  const closing = dates.find((d) => d.key === CLOSING_DATE_KEY)?.date ?? null;
  const previousClosing = current.find((d) => d.key === CLOSING_DATE_KEY)?.date ?? null;
  if (closing !== previousClosing || current.length === 0)
    await updateTransactionRow(tx, dealId, { closingDate: closing });
  const labels = new Map(dates.map((d) => [d.key, d.label]));
  const titles = new Map(tasks.map((t) => [t.id, t.title]));
  return {
    moved: moved.map((m) => ({ ...m, label: labels.get(m.key) ?? m.key })),
    movedTasks: movedTasks.map((m) => ({ ...m, title: titles.get(m.id) ?? '' })),
  };
}

export async function currentDates(tx: DbOrTx, dealId: string) {
  const rows = await findKeyDates(tx, dealId);
  return { rows, defs: rows.map(toDefinition) };
}
