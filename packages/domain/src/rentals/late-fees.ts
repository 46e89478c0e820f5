import { z } from 'zod';

export const LATE_FEE_KINDS = ['flat', 'percent_of_rent', 'percent_of_balance', 'per_day'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

/**
 * A lease's late-fee rule. `amount_cents` is the fee for `flat` and the daily fee for `per_day`;
 * `rate_bps` (basis points) the percentage for the two percent kinds; `cap_cents` bounds the total
 * late fees of one period.
 */
export const LateFeeRule = z
  .strictObject({
    grace_days: z.int('Whole days').min(0, 'Cannot be negative').max(60, 'At most 60 days'),
    kind: z.enum(LATE_FEE_KINDS, 'Choose flat, percent of rent, percent of balance or per day'),
    amount_cents: z
      .int('Whole cents')
      .min(0, 'Cannot be negative')
      .max(100_000_00, 'Too large')
      .nullable()
      .default(null),
    rate_bps: z
      .int('Whole basis points')
      .min(0, 'Cannot be negative')
      .max(10_000, 'At most 100%')
      .nullable()
      .default(null),
    cap_cents: z
      .int('Whole cents')
      .min(0, 'Cannot be negative')
      .max(100_000_00, 'Too large')
      .nullable()
      .default(null),
  })
  .superRefine((rule, ctx) => {
    const needsAmount = rule.kind === 'flat' || rule.kind === 'per_day';
    if (needsAmount && rule.amount_cents === null)
      ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: 'Required for this kind of fee' });
    if (!needsAmount && rule.rate_bps === null)
      ctx.addIssue({ code: 'custom', path: ['rate_bps'], message: 'Required for this kind of fee' });
  });
export type LateFeeRule = z.output<typeof LateFeeRule>;

export interface LateFeeSituation {
  /** Whole days since the charge's due date (0 on the due date itself). */
  days_late: number;
  /** The period's monthly rent. */
  rent_cents: number;
  /** What is still unpaid of the period's charges (late fees excluded). */
  overdue_cents: number;
}

/** Percent of an amount in basis points, rounded half up to the cent. */
export const bpsOf = (cents: number, bps: number) => Math.round((cents * bps) / 10_000);

/**
 * The total late fee a period has earned so far. Nothing while within the grace period or when
 * nothing is overdue; never more than the cap. Per-day fees count the days after grace.
 */
export function lateFeeTotal(rule: LateFeeRule, s: LateFeeSituation): number {
  if (s.days_late <= rule.grace_days || s.overdue_cents <= 0) return 0;
  let fee: number;
  switch (rule.kind) {
    case 'flat':
      fee = rule.amount_cents ?? 0;
      break;
    case 'percent_of_rent':
      fee = bpsOf(s.rent_cents, rule.rate_bps ?? 0);
      break;
    case 'percent_of_balance':
      fee = bpsOf(s.overdue_cents, rule.rate_bps ?? 0);
      break;
    case 'per_day':
      fee = (rule.amount_cents ?? 0) * (s.days_late - rule.grace_days);
      break;
  }
  return rule.cap_cents === null ? fee : Math.min(fee, rule.cap_cents);
}

/** What to post now: the total earned minus what was already charged for the period (never negative). */
export function lateFeeDue(rule: LateFeeRule, s: LateFeeSituation, alreadyChargedCents: number): number {
  return Math.max(0, lateFeeTotal(rule, s) - alreadyChargedCents);
}
