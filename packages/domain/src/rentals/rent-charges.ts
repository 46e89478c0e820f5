import {
  daysInPeriod,
  dueDateOf,
  periodEnd,
  periodOf,
  periodStart,
  toDayNumber,
  type IsoDate,
  type Period,
} from './rent-periods';

/** A monthly charge on top of rent (parking, pets, utilities). */
export interface RecurringCharge {
  code: string;
  label: string;
  amount_cents: number;
}

export interface LeaseChargeTerms {
  start_date: IsoDate;
  /** Last day of the lease (included); null = month-to-month with no end yet. */
  end_date: IsoDate | null;
  rent_cents: number;
  /** Day of the month rent is due (1–28). */
  due_day: number;
  recurring_charges: RecurringCharge[];
}

export interface PeriodCharge {
  period: Period;
  /** `rent` or a recurring charge's code: with the period, the charge's identity (never twice). */
  code: string;
  label: string;
  amount_cents: number;
  due_date: IsoDate;
}

/**
 * The part of `monthlyCents` owed for days [fromDay, toDay) of a month of `monthDays` days. Cumulative
 * rounding (floor of the running share) makes the parts of any split of a month add up to exactly
 * the monthly amount: no cent is lost or made up.
 */
export function prorate(monthlyCents: number, monthDays: number, fromDay: number, toDay: number): number {
  const at = (d: number) => Math.floor((monthlyCents * d) / monthDays);
  return at(toDay) - at(fromDay);
}

/** Days of `period` covered by the lease, as a [from, to) range of day offsets, or null when none. */
export function occupiedRange(terms: Pick<LeaseChargeTerms, 'start_date' | 'end_date'>, period: Period) {
  const first = toDayNumber(periodStart(period));
  const last = toDayNumber(periodEnd(period));
  const from = Math.max(first, toDayNumber(terms.start_date));
  const to = Math.min(last, terms.end_date ? toDayNumber(terms.end_date) : last);
  if (to < from) return null;
  return { from: from - first, to: to - first + 1 };
}

/**
 * The charges of one period: rent and each recurring charge, prorated by day for a partial first or
 * last month. A partial first month falls due on the move-in day when that is after the due day.
 */
export function chargesForPeriod(terms: LeaseChargeTerms, period: Period): PeriodCharge[] {
  const range = occupiedRange(terms, period);
  if (!range) return [];
  const monthDays = daysInPeriod(period);
  let due = dueDateOf(period, terms.due_day);
  if (periodOf(terms.start_date) === period && terms.start_date > due) due = terms.start_date;
  const lines = [{ code: 'rent', label: 'Rent', amount_cents: terms.rent_cents }, ...terms.recurring_charges];
  return lines
    .map((line) => ({
      period,
      code: line.code,
      label: line.label,
      amount_cents: prorate(line.amount_cents, monthDays, range.from, range.to),
      due_date: due,
    }))
    .filter((c) => c.amount_cents > 0);
}
