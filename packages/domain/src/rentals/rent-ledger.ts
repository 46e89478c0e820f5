import { daysBetween, type IsoDate } from './rent-periods';

export const LEDGER_ENTRY_KINDS = ['charge', 'late_fee', 'payment', 'credit', 'adjustment'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * One append-only ledger line. Amounts are positive cents, except adjustments, which are signed
 * (positive adds to what the tenant owes, negative takes off). Corrections are new entries.
 */
export interface LedgerLine {
  id: string;
  kind: LedgerEntryKind;
  amount_cents: number;
  /** When it happened (payment received, credit given, charge posted). */
  entry_date: IsoDate;
  /** Charges: when they fall due (defaults to the entry date). */
  due_date?: IsoDate | null;
}

/** Debits (what the tenant owes) are charges, late fees and positive adjustments. */
export function isDebit(line: LedgerLine): boolean {
  return (
    line.kind === 'charge' ||
    line.kind === 'late_fee' ||
    (line.kind === 'adjustment' && line.amount_cents > 0)
  );
}

/** The signed effect of a line on the balance. */
export function signedAmount(line: LedgerLine): number {
  if (line.kind === 'adjustment') return line.amount_cents;
  return line.kind === 'payment' || line.kind === 'credit' ? -line.amount_cents : line.amount_cents;
}

export interface LedgerTotals {
  charges_cents: number;
  payments_cents: number;
  credits_cents: number;
  /** charges − payments − credits; negative = the tenant has paid ahead. */
  balance_cents: number;
}

/** Charges include late fees and positive adjustments; credits include negative adjustments. */
export function ledgerTotals(lines: readonly LedgerLine[]): LedgerTotals {
  let charges = 0;
  let payments = 0;
  let credits = 0;
  for (const line of lines) {
    if (isDebit(line)) charges += Math.abs(line.amount_cents);
    else if (line.kind === 'payment') payments += line.amount_cents;
    else credits += Math.abs(line.amount_cents);
  }
  return {
    charges_cents: charges,
    payments_cents: payments,
    credits_cents: credits,
    balance_cents: charges - payments - credits,
  };
}

/** The running balance after each line, in order. */
export function runningBalances(lines: readonly LedgerLine[]): number[] {
  let balance = 0;
  return lines.map((line) => (balance += signedAmount(line)));
}

export interface OpenCharge {
  id: string;
  due_date: IsoDate;
  amount_cents: number;
  /** Still unpaid after payments and credits were applied oldest charge first. */
  open_cents: number;
}

const dueOf = (line: LedgerLine) => line.due_date ?? line.entry_date;

/**
 * Applies every payment and credit to the debits, oldest due date first (ties by id, so the result
 * never depends on the order lines were given in). Answers each debit with what is still open, and
 * the unapplied remainder (money paid ahead).
 */
export function applyPayments(lines: readonly LedgerLine[]): {
  charges: OpenCharge[];
  unapplied_cents: number;
} {
  const debits = lines
    .filter(isDebit)
    .map((l) => ({
      id: l.id,
      due_date: dueOf(l),
      amount_cents: Math.abs(l.amount_cents),
      open_cents: Math.abs(l.amount_cents),
    }))
    .sort((a, b) =>
      a.due_date === b.due_date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.due_date < b.due_date ? -1 : 1,
    );
  let available = lines.filter((l) => !isDebit(l)).reduce((sum, l) => sum + Math.abs(l.amount_cents), 0);
  for (const debit of debits) {
    const applied = Math.min(available, debit.open_cents);
    debit.open_cents -= applied;
    available -= applied;
    if (available === 0) break;
  }
  return { charges: debits, unapplied_cents: available };
}

export const AGING_BUCKETS = ['current', 'days_30', 'days_60', 'days_90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export type Aging = Record<AgingBucket, number>;

/** The bucket of a charge `daysPastDue` days past its due date: under 30 is current. */
export function agingBucket(daysPastDue: number): AgingBucket {
  if (daysPastDue >= 90) return 'days_90_plus';
  if (daysPastDue >= 60) return 'days_60';
  if (daysPastDue >= 30) return 'days_30';
  return 'current';
}

/**
 * What is owed as of `asOf`, by age: open charges that are due (not future ones) bucketed by days
 * past due. `overdue_cents` is what is past due; `prepaid_cents` money paid ahead.
 */
export function agingOf(lines: readonly LedgerLine[], asOf: IsoDate) {
  const { charges, unapplied_cents } = applyPayments(lines);
  const aging: Aging = { current: 0, days_30: 0, days_60: 0, days_90_plus: 0 };
  let overdue = 0;
  let notYetDue = 0;
  for (const c of charges) {
    if (c.open_cents === 0) continue;
    const days = daysBetween(c.due_date, asOf);
    if (days < 0) {
      notYetDue += c.open_cents;
      continue;
    }
    aging[agingBucket(days)] += c.open_cents;
    if (days > 0) overdue += c.open_cents;
  }
  return { aging, overdue_cents: overdue, not_yet_due_cents: notYetDue, prepaid_cents: unapplied_cents };
}
