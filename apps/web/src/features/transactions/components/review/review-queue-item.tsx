import { Link } from 'react-router';
import type { ReviewQueueItemDto } from '@threshold/domain/transactions/get-review-queue.contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, personName, timeAgo } from '../../model/format';

interface ReviewQueueItemProps {
  item: ReviewQueueItemDto;
  onApprove: () => void;
  onReturn: () => void;
}

export function ReviewQueueItem({ item, onApprove, onReturn }: ReviewQueueItemProps) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4" aria-labelledby={`queue-${item.id}`}>
      <div className="min-w-0">
        <p id={`queue-${item.id}`} className="font-medium text-slate-900">
          {item.title}
        </p>
        <p className="text-sm">
          <Link
            to={`/transactions/${item.transaction.id}?tab=checklist`}
            className="focus-ring text-brand-700 hover:underline"
          >
            {item.transaction.title}
          </Link>
          <span className="text-slate-600"> · agent {personName(item.transaction.owner)}</span>
        </p>
        <p className="mt-1 text-xs text-slate-600">
          Submitted by {personName(item.submitted_by)}{' '}
          {item.submitted_at ? (
            <time dateTime={item.submitted_at} title={formatDateTime(item.submitted_at)}>
              {timeAgo(item.submitted_at)}
            </time>
          ) : null}
        </p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {item.required ? <Badge tone="muted">Required</Badge> : null}
          {item.submission_count > 1 ? (
            <Badge tone="warning">Resubmitted ({item.submission_count}×)</Badge>
          ) : null}
          {item.document_name ? <Badge tone="muted">Document: {item.document_name}</Badge> : null}
        </div>
        {item.note ? (
          <p className="mt-2 rounded-md bg-slate-50 p-2 text-sm text-slate-800">Agent's note: {item.note}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={onApprove}>
          Approve
          <span className="sr-only">
            {' '}
            {item.title} on {item.transaction.title}
          </span>
        </Button>
        <Button size="sm" variant="secondary" onClick={onReturn}>
          Return
          <span className="sr-only">
            {' '}
            {item.title} on {item.transaction.title}
          </span>
        </Button>
      </div>
    </li>
  );
}
