/**
 * Calendar arithmetic for the rent ledger, on ISO dates (`YYYY-MM-DD`) and periods (`YYYY-MM`),
 * in UTC so a date never shifts with the machine's time zone.
 */
export type IsoDate = string;
export type Period = string;

const DAY_MS = 86_400_000;

export function toDayNumber(date: IsoDate): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function periodOf(date: IsoDate): Period {
  return date.slice(0, 7);
}

export function daysInPeriod(period: Period): number {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function periodStart(period: Period): IsoDate {
  return `${period}-01`;
}

export function periodEnd(period: Period): IsoDate {
  return `${period}-${String(daysInPeriod(period)).padStart(2, '0')}`;
}

export function nextPeriod(period: Period): Period {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Every period from `first` to `last`, both included (empty when `last` is earlier). */
export function periodsBetween(first: Period, last: Period): Period[] {
  const out: Period[] = [];
  for (let p = first; p <= last; p = nextPeriod(p)) out.push(p);
  return out;
}

/** The due date of a period: its due day, clamped to the month's length. */
export function dueDateOf(period: Period, dueDay: number): IsoDate {
  const day = Math.min(Math.max(1, dueDay), daysInPeriod(period));
  return `${period}-${String(day).padStart(2, '0')}`;
}
