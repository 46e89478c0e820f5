import { chargesForPeriod, type LeaseChargeTerms } from './rent-charges';
import { lateFeeDue, type LateFeeRule } from './late-fees';
import { applyPayments, type LedgerLine } from './rent-ledger';
import {
  daysBetween,
  periodOf,
  periodStart,
  periodsBetween,
  type IsoDate,
  type Period,
} from './rent-periods';

export interface GenerationTerms extends LeaseChargeTerms {
  late_fee: LateFeeRule | null;
}

/** A ledger line as stored, with the key that makes a generated line unique per lease. */
export interface KeyedLine extends LedgerLine {
  period: Period | null;
  generation_key: string | null;
}

export interface EntryToPost {
  kind: 'charge' | 'late_fee';
  period: Period;
  code: string;
  label: string;
  amount_cents: number;
  entry_date: IsoDate;
  due_date: IsoDate;
  /** Unique per lease: `2026-03:rent`, `2026-03:parking`, `2026-03:late_fee:2026-03-09`. */
  generation_key: string;
}

export const chargeKey = (period: Period, code: string) => `${period}:${code}`;

/**
 * What charge generation must post for a lease as of `asOf`, given the lines it already has: every
 * period's charges from the lease's start to the period of `asOf` whose key is not there yet, then
 * the late fees earned by periods whose grace has run out (only the part not yet charged). Pure, so
 * running it again on its own result posts nothing: the idempotence the job runner relies on.
 */
export function entriesDue(
  terms: GenerationTerms,
  existing: readonly KeyedLine[],
  asOf: IsoDate,
): EntryToPost[] {
  if (asOf < terms.start_date) return [];
  const last = terms.end_date && terms.end_date < asOf ? periodOf(terms.end_date) : periodOf(asOf);
  const keys = new Set(existing.map((l) => l.generation_key).filter(Boolean));
  const posted: KeyedLine[] = [...existing];
  const out: EntryToPost[] = [];
  for (const period of periodsBetween(periodOf(terms.start_date), last)) {
    if (periodStart(period) > asOf) break;
    for (const charge of chargesForPeriod(terms, period)) {
      const key = chargeKey(period, charge.code);
      if (keys.has(key)) continue;
      const entry: EntryToPost = {
        kind: 'charge',
        ...charge,
        entry_date: asOf < charge.due_date ? asOf : charge.due_date,
        generation_key: key,
      };
      out.push(entry);
      posted.push({
        id: `new:${key}`,
        kind: 'charge',
        amount_cents: entry.amount_cents,
        entry_date: entry.entry_date,
        due_date: entry.due_date,
        period,
        generation_key: key,
      });
    }
  }
  if (!terms.late_fee) return out;
  const { charges } = applyPayments(posted);
  const openById = new Map(charges.map((c) => [c.id, c.open_cents]));
  for (const period of new Set(posted.filter((l) => l.kind === 'charge' && l.period).map((l) => l.period!))) {
    const periodCharges = posted.filter((l) => l.kind === 'charge' && l.period === period);
    const due = periodCharges.map((l) => l.due_date ?? l.entry_date).sort()[0]!;
    const overdue = periodCharges.reduce((sum, l) => sum + (openById.get(l.id) ?? 0), 0);
    const already = posted
      .filter((l) => l.kind === 'late_fee' && l.period === period)
      .reduce((s, l) => s + l.amount_cents, 0);
    const fee = lateFeeDue(
      terms.late_fee,
      { days_late: daysBetween(due, asOf), rent_cents: terms.rent_cents, overdue_cents: overdue },
      already,
    );
    if (fee > 0)
      out.push({
        kind: 'late_fee',
        period,
        code: 'late_fee',
        label: 'Late fee',
        amount_cents: fee,
        entry_date: asOf,
        due_date: asOf,
        generation_key: `${period}:late_fee:${asOf}`,
      });
  }
  return out;
}
