import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS, STATUS_TONES } from '../../model/labels';

export function StatusBadge({ status }: { status: TransactionStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
