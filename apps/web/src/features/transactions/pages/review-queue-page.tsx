import { ArrowLeft, ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ReviewQueueItemDto } from '@threshold/domain/transactions/getReviewQueue.contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReviewQueue } from '../api/queues-api';
import { LoadError } from '../components/common/load-error';
import { ReviewActionDialog } from '../components/common/review-action-dialog';
import { ReviewQueueItem } from '../components/review/review-queue-item';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checklist items submitted for review across the reviewer's deals, oldest first. */
export function ReviewQueuePage() {
  useDocumentTitle('Review queue');
  const [params] = useSearchParams();
  const raw = params.get('transaction_id') ?? '';
  const dealId = UUID.test(raw) ? raw : undefined;
  const queue = useReviewQueue(dealId);
  const [acting, setActing] = useState<{ item: ReviewQueueItemDto; action: 'approve' | 'return' } | null>(
    null,
  );
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <Link
        to="/transactions"
        className="focus-ring mb-2 inline-flex items-center gap-1 rounded text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Transactions
      </Link>
      <PageHeader title="Review queue" description="Checklist items waiting for your review, oldest first." />
      {dealId ? (
        <p className="mb-3 text-sm text-slate-700">
          Showing one deal's items.{' '}
          <Link to="/transactions/review-queue" className="font-medium text-brand-700 underline">
            Show every deal
          </Link>
        </p>
      ) : null}
      {queue.isPending ? <Spinner label="Loading the review queue" /> : null}
      {queue.isError && !queue.data ? (
        <LoadError what="the review queue" error={queue.error} onRetry={() => void queue.refetch()} />
      ) : null}
      {queue.data && items.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title="Nothing waiting for review">
          <p>When agents submit checklist items, they appear here oldest first.</p>
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <ul
          aria-label="Items waiting for review"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {items.map((item) => (
            <ReviewQueueItem
              key={item.id}
              item={item}
              onApprove={() => setActing({ item, action: 'approve' })}
              onReturn={() => setActing({ item, action: 'return' })}
            />
          ))}
        </ul>
      ) : null}
      {queue.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => void queue.fetchNextPage()}
          disabled={queue.isFetchingNextPage}
        >
          {queue.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
      {acting ? (
        <ReviewActionDialog
          transactionId={acting.item.transaction.id}
          item={acting.item}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      ) : null}
    </>
  );
}
