import { formatCount } from '@/lib/format';
import { onFirstUse } from '@/lib/on-first-use';

export { formatCount, formatCalendarDay as formatDay } from '@/lib/format';

const percentFormat = onFirstUse(
  () => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }),
);

export const formatPercent = (ratio: number) => percentFormat().format(ratio);

/** "3 days overdue", "due today", "in 2 days". */
export function relativeDays(daysLeft: number): string {
  if (daysLeft === 0) return 'due today';
  const n = Math.abs(daysLeft);
  const days = `${formatCount(n)} ${n === 1 ? 'day' : 'days'}`;
  return daysLeft < 0 ? `${days} overdue` : `in ${days}`;
}
