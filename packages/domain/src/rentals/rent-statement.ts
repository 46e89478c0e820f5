import { periodEnd, periodStart, type Period } from './rent-periods';
import { agingOf, ledgerTotals, signedAmount, type Aging, type LedgerLine } from './rent-ledger';

/** A tenant statement for one month, computed from the lease's ledger (in ledger order). */
export interface TenantStatement<L extends LedgerLine> {
  period: Period;
  /** The balance before the month's first day. */
  opening_balance_cents: number;
  charges_cents: number;
  payments_cents: number;
  credits_cents: number;
  /** opening + charges − payments − credits. */
  closing_balance_cents: number;
  /** The month's entries, each with the balance after it. */
  lines: Array<{ line: L; balance_cents: number }>;
  /** What stays open at the month's last day, by age. */
  aging: Aging;
  overdue_cents: number;
}

/**
 * The month `period` of a ledger: opening balance, the month's charges, payments and credits with a
 * running balance, the closing balance and its aging at the month's end. Entries belong to the month
 * of their entry date; the same rules (ledgerTotals, agingOf) as the lease's ledger answer.
 */
export function tenantStatement<L extends LedgerLine>(
  lines: readonly L[],
  period: Period,
): TenantStatement<L> {
  const from = periodStart(period);
  const to = periodEnd(period);
  const opening = ledgerTotals(lines.filter((l) => l.entry_date < from)).balance_cents;
  const within = lines.filter((l) => l.entry_date >= from && l.entry_date <= to);
  const totals = ledgerTotals(within);
  let balance = opening;
  const withBalances = within.map((line) => ({ line, balance_cents: (balance += signedAmount(line)) }));
  const aged = agingOf(
    lines.filter((l) => l.entry_date <= to),
    to,
  );
  return {
    period,
    opening_balance_cents: opening,
    charges_cents: totals.charges_cents,
    payments_cents: totals.payments_cents,
    credits_cents: totals.credits_cents,
    closing_balance_cents: opening + totals.balance_cents,
    lines: withBalances,
    aging: aged.aging,
    overdue_cents: aged.overdue_cents,
  };
}
