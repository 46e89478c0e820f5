import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApprovalDto, ApprovalPage } from '@threshold/domain/transactions/approvals.contract';
import { DeadlinePage } from '@threshold/domain/transactions/deadlines.contract';
import { ReviewQueuePage } from '@threshold/domain/transactions/get-review-queue.contract';
import { api } from '@/lib/api-client';
import { useRealtimeInvalidation, type RealtimeSpec } from '@/lib/realtime';
import { transactionKeys } from './transaction-keys';

const next = (last: { nextCursor: string | null }) => last.nextCursor ?? undefined;
/** Live (issue 14 item 7): changes to deals in the caller's scope refresh the queues. */
const LIVE_DEAL_UPDATES: RealtimeSpec = { resource: 'transactions', actions: ['update'] };

/** Upcoming and overdue deadlines across the caller's deals. */
export function useDeadlines(mine: boolean, windowDays = 14, pageSize = 8) {
  return useInfiniteQuery({
    queryKey: transactionKeys.deadlines(mine, windowDays),
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/transactions/deadlines', {
        query: {
          window_days: windowDays,
          limit: pageSize,
          cursor: pageParam,
          mine: mine ? 'true' : undefined,
        },
        schema: DeadlinePage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: next,
  });
}

/** Submitted checklist items waiting for review, oldest first. */
export function useReviewQueue(transactionId?: string) {
  useRealtimeInvalidation(LIVE_DEAL_UPDATES, (event) =>
    event.changed.includes('checklist') ? [transactionKeys.reviewQueue()] : [],
  );
  return useInfiniteQuery({
    queryKey: [...transactionKeys.reviewQueue(), transactionId ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/transactions/review-queue', {
        query: { limit: 25, cursor: pageParam, transaction_id: transactionId },
        schema: ReviewQueuePage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: next,
  });
}

export type ApprovalBox = 'to_review' | 'mine';
export type ApprovalStatusFilter = 'pending' | 'approved' | 'rejected' | 'failed';

export function useApprovals(box: ApprovalBox, status: ApprovalStatusFilter) {
  useRealtimeInvalidation(LIVE_DEAL_UPDATES, () => [[...transactionKeys.all, 'approvals']]);
  return useInfiniteQuery({
    queryKey: transactionKeys.approvals(box, status),
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/transactions/approvals', {
        query: { box, status, limit: 25, cursor: pageParam },
        schema: ApprovalPage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: next,
  });
}

/** Approve (note optional) or reject (note required) a drafted change. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      approvalId,
      decision,
      note,
    }: {
      approvalId: string;
      decision: 'approve' | 'reject';
      note?: string;
    }) =>
      api.post(`/api/transactions/approvals/${approvalId}/${decision}`, note ? { note } : {}, {
        schema: ApprovalDto,
      }),
    // The decision may change a deal anywhere: refresh everything of the area.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}
