import { ClipboardCheck } from 'lucide-react';
import { Suspense, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ReviewQueueItemDto } from '@threshold/domain/transactions/get-review-queue.contract';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReviewQueue } from '../api/queues-api';
import { BackToTransactions } from '../components/common/back-to-transactions';
import { ReviewActionDialog } from '../components/common/review-action-dialog';
import { QueueList } from '../components/review/queue-list';
import { ReviewQueueItem } from '../components/review/review-queue-item';
import { UUID_PATTERN } from '@threshold/domain/common/uuid';

/**
 * Checklist items submitted for review across the reviewer's deals, oldest first, below the
 * documents waiting for the reviewer's approval (`DocumentReviews`, the documents area's section,
 * handed in by the app's routes; ADR 0165).
 */
export function ReviewQueuePage({ DocumentReviews }: { DocumentReviews?: ComponentType }) {
  useDocumentTitle('Review queue');
  const [params] = useSearchParams();
  const raw = params.get('transaction_id') ?? '';
  const dealId = UUID_PATTERN.test(raw) ? raw : undefined;
  const queue = useReviewQueue(dealId);
  const [acting, setActing] = useState<{ item: ReviewQueueItemDto; action: 'approve' | 'return' } | null>(
    null,
  );
  return (
    <>
      <BackToTransactions className="mb-2" />
      <PageHeader
        title="Review queue"
        description="Documents and checklist items waiting for your review, oldest first."
      />
      {dealId ? (
        <p className="mb-3 text-sm text-slate-700">
          Showing one deal's items.{' '}
          <Link to="/transactions/review-queue" className="font-medium text-brand-700 underline">
            Show every deal
          </Link>
        </p>
      ) : null}
      {DocumentReviews && !dealId ? (
        <Suspense fallback={null}>
          <DocumentReviews />
        </Suspense>
      ) : null}
      <QueueList
        query={queue}
        what="the review queue"
        label="Items waiting for review"
        empty={
          <EmptyState icon={ClipboardCheck} title="Nothing waiting for review">
            <p>When agents submit checklist items, they appear here oldest first.</p>
          </EmptyState>
        }
        renderItem={(item: ReviewQueueItemDto) => (
          <ReviewQueueItem
            key={item.id}
            item={item}
            onApprove={() => setActing({ item, action: 'approve' })}
            onReturn={() => setActing({ item, action: 'return' })}
          />
        )}
      />
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
