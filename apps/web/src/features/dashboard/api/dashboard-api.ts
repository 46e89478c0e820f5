import { useQuery } from '@tanstack/react-query';
import { MyDealsDto } from '@threshold/domain/dashboard/my-deals.contract';
import { TaskItemPage } from '@threshold/domain/calendar/task-list.contract';
import { UnreadCountsDto } from '@threshold/domain/messaging/conversation.contract';
import { ListingsSummaryDto } from '@threshold/domain/listings/get-listings-summary.contract';
import { LeasePage } from '@threshold/domain/rentals/lease.contract';
import { ApprovalPage } from '@threshold/domain/transactions/approvals.contract';
import { TransactionCounts } from '@threshold/domain/transactions/count-transactions.contract';
import { DeadlinePage } from '@threshold/domain/transactions/deadlines.contract';
import { api } from '@/lib/api-client';

/**
 * One query per widget, so each loads and fails on its own. Most read their area's own route
 * (counts, deadlines, tasks, unread, approvals, leases, listings summary); only my-deals is the dashboard's (ADR 0123).
 */
const keys = {
  part: (...rest: unknown[]) => ['dashboard', ...rest] as const,
};
const tz = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
export const DEADLINE_WINDOW_DAYS = 7;
export const WIDGET_ROWS = 6;

/** My open deals, soonest closing first; `returnedOnly`: those with checklist items sent back. */
export function useMyDeals({ limit = WIDGET_ROWS, returnedOnly = false } = {}) {
  return useQuery({
    queryKey: keys.part('my-deals', limit, returnedOnly),
    queryFn: ({ signal }) =>
      api.get('/api/dashboard/my-deals', {
        query: { limit, returned: returnedOnly ? 'true' : undefined },
        schema: MyDealsDto,
        signal,
      }),
  });
}

export function useDealCounts() {
  return useQuery({
    queryKey: keys.part('deal-counts'),
    queryFn: ({ signal }) => api.get('/api/transactions/counts', { schema: TransactionCounts, signal }),
  });
}

/** Overdue deadlines and those of the next seven days (overdue first): of my own deals, or of every deal I see. */
export function useDeadlines(mine: boolean) {
  return useQuery({
    queryKey: keys.part('deadlines', mine),
    queryFn: ({ signal }) =>
      api.get('/api/transactions/deadlines', {
        query: { window_days: DEADLINE_WINDOW_DAYS, limit: WIDGET_ROWS, mine: mine ? 'true' : undefined },
        schema: DeadlinePage,
        signal,
      }),
  });
}

/** My overdue tasks (deal tasks or contact follow-ups), then today's. */
export function useTasksDue(source: 'deal' | 'contact', due: 'overdue' | 'today' | 'all' = 'all') {
  return useQuery({
    queryKey: keys.part('tasks', source, due),
    queryFn: ({ signal }) =>
      api.get('/api/tasks', {
        query: { view: 'mine', due, source, tz: tz(), limit: WIDGET_ROWS },
        schema: TaskItemPage,
        signal,
      }),
  });
}

export function useUnreadCounts() {
  return useQuery({
    queryKey: keys.part('unread'),
    queryFn: ({ signal }) => api.get('/api/conversations/unread', { schema: UnreadCountsDto, signal }),
  });
}

/** Pending changes: `to_review` waits for me as a supervisor, `mine` waits on my supervisor. */
export function usePendingApprovals(box: 'to_review' | 'mine') {
  return useQuery({
    queryKey: keys.part('approvals', box),
    queryFn: ({ signal }) =>
      api.get('/api/transactions/approvals', {
        query: { box, status: 'pending', limit: WIDGET_ROWS },
        schema: ApprovalPage,
        signal,
      }),
  });
}

export function useMyLeases() {
  return useQuery({
    queryKey: keys.part('leases'),
    queryFn: ({ signal }) =>
      api.get('/api/rentals/leases', { query: { limit: WIDGET_ROWS }, schema: LeasePage, signal }),
  });
}

/** Listing figures in my listing scope; the dashboard shows the offers awaiting an answer. */
export function useListingsSummary() {
  return useQuery({
    queryKey: keys.part('listings-summary'),
    queryFn: ({ signal }) => api.get('/api/listings/summary', { schema: ListingsSummaryDto, signal }),
  });
}
