import { STATUS_LABELS, type TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import { formatCount } from '@/lib/format';

export { formatCount, formatCalendarDay as formatDay } from '@/lib/format';

/** "3 items" / "1 item". */
export const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

export const statusLabel = (status: TransactionStatus) => STATUS_LABELS[status];

export const personName = (p: { first_name: string | null; last_name: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Unnamed';
