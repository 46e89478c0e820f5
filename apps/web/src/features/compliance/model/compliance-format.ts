import { STATUS_LABELS, type TransactionStatus } from '@threshold/domain/transactions/transaction-status';

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('en-US');

/** "2026-03-01" → "Mar 1, 2026" (the date as written, never shifted by time zone). */
export function formatDay(iso: string | null): string {
  return iso ? day.format(new Date(`${iso}T00:00:00Z`)) : '—';
}

export const formatCount = (n: number) => count.format(n);

/** "3 items" / "1 item". */
export const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

export const statusLabel = (status: TransactionStatus) => STATUS_LABELS[status];

export const personName = (p: { first_name: string | null; last_name: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Unnamed';
