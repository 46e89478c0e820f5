import type { ListingStatus } from '@threshold/domain/listings/listing-status';
import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS, STATUS_TONES } from '../lib/listing-format';

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
