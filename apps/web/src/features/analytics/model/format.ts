export { formatCount, formatWholeDollars as formatCents } from '@/lib/format';

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export const formatCentsCompact = (cents: number) => compactMoney.format(cents / 100);
export const formatDays = (days: number | null) => (days === null ? '—' : `${decimal.format(days)} days`);

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** "2026-03" → "Mar 2026". */
export const formatMonth = (yearMonth: string) => monthName.format(new Date(`${yearMonth}-01T00:00:00Z`));
/** 3 → "Mar". */
export const formatMonthNumber = (month: number) => monthShort.format(new Date(Date.UTC(2000, month - 1, 1)));

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
/** 0.4231 → "42.3%"; null (nothing in the earlier stage) → "—". */
export const formatRate = (rate: number | null) => (rate === null ? '—' : percent.format(rate));
