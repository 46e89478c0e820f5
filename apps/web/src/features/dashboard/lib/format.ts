const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const countFormat = new Intl.NumberFormat();
const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

/** "YYYY-MM-DD" (or an ISO instant's date part) as a short local date; calendar days never shift by zone. */
export function formatDay(value: string): string {
  return dayFormat.format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}

export const formatCount = (n: number) => countFormat.format(n);
export const formatPercent = (ratio: number) => percentFormat.format(ratio);

/** "3 days overdue", "due today", "in 2 days". */
export function relativeDays(daysLeft: number): string {
  if (daysLeft === 0) return 'due today';
  const n = Math.abs(daysLeft);
  const days = `${formatCount(n)} ${n === 1 ? 'day' : 'days'}`;
  return daysLeft < 0 ? `${days} overdue` : `in ${days}`;
}
