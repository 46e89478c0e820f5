export const DEPOSIT_ENTRY_KINDS = ['received', 'applied_to_balance', 'deduction', 'returned'] as const;
export type DepositEntryKind = (typeof DEPOSIT_ENTRY_KINDS)[number];

export interface DepositLine {
  kind: DepositEntryKind;
  amount_cents: number;
}

/**
 * A security deposit is the tenant's money the brokerage holds (a liability), kept apart from the
 * rent ledger: received adds to it; applying it to the balance, itemized deductions and returning
 * it at move-out take from it.
 */
export function depositHeld(lines: readonly DepositLine[]): number {
  return lines.reduce((sum, l) => sum + (l.kind === 'received' ? l.amount_cents : -l.amount_cents), 0);
}

/** Whether a new line can be posted without holding less than nothing. */
export function canPostDeposit(lines: readonly DepositLine[], next: DepositLine): boolean {
  if (next.amount_cents <= 0) return false;
  return next.kind === 'received' || depositHeld(lines) - next.amount_cents >= 0;
}
