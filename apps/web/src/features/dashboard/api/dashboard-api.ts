import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewLeadsDto } from '@threshold/domain/dashboard/new-leads.contract';
import type { WaitingEnvelopeDto } from '@threshold/domain/envelopes/envelope.contract';
import type { MyDealsDto } from '@threshold/domain/dashboard/my-deals.contract';
import type { TaskItemPage } from '@threshold/domain/calendar/task-list.contract';
import type { ListingsSummaryDto } from '@threshold/domain/listings/get-listings-summary.contract';
import type { SellerListingList } from '@threshold/domain/listings/seller-listings.contract';
import type { LeasePage } from '@threshold/domain/rentals/lease.contract';
import type { ApprovalPage } from '@threshold/domain/transactions/approvals.contract';
import type { TransactionCounts } from '@threshold/domain/transactions/count-transactions.contract';
import type { DeadlinePage } from '@threshold/domain/transactions/deadlines.contract';
import { api } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { useWidgetVisible } from '../lib/widget-visibility';

/**
 * One query per widget, so each loads and fails on its own. Most read their area's own route
 * (counts, deadlines, tasks, unread, approvals, leases, listings summary); only my-deals is the
 * dashboard's (ADR 0123).
 * The contracts are imported as types only: parsing with their zod schemas would put zod on
 * /dashboard's first paint (ADR 0070, ADR 0124); the server parses every response it sends.
 */
const keys = {
  part: (...rest: unknown[]) => ['dashboard', ...rest] as const,
};
/** A widget's query: it runs once the widget is near the viewport (ADR 0182). */
function useWidgetQuery<T>(options: UseQueryOptions<T, Error, T, QueryKey>) {
  return useQuery({ ...options, enabled: useWidgetVisible() });
}

export const DEADLINE_WINDOW_DAYS = 7;
export const WIDGET_ROWS = 6;

/** My open deals, soonest closing first; `returnedOnly`: those with checklist items sent back. */
export function useMyDeals({ limit = WIDGET_ROWS, returnedOnly = false } = {}) {
  return useWidgetQuery({
    queryKey: keys.part('my-deals', limit, returnedOnly),
    queryFn: ({ signal }) =>
      api.get<MyDealsDto>('/api/dashboard/my-deals', {
        query: { limit, returned: returnedOnly ? 'true' : undefined },
        signal,
      }),
  });
}

export function useDealCounts() {
  return useWidgetQuery({
    queryKey: keys.part('deal-counts'),
    queryFn: ({ signal }) => api.get<TransactionCounts>('/api/transactions/counts', { signal }),
  });
}

/** Overdue deadlines and those of the next seven days (overdue first): of my own deals, or of every deal I see. */
export function useDeadlines(mine: boolean) {
  return useWidgetQuery({
    queryKey: keys.part('deadlines', mine),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof DeadlinePage>>('/api/transactions/deadlines', {
        query: { window_days: DEADLINE_WINDOW_DAYS, limit: WIDGET_ROWS, mine: mine ? 'true' : undefined },
        signal,
      }),
  });
}

/** My overdue tasks (deal tasks or contact follow-ups), then today's. */
export function useTasksDue(source: 'deal' | 'contact', due: 'overdue' | 'today' | 'all' = 'all') {
  return useWidgetQuery({
    queryKey: keys.part('tasks', source, due),
    queryFn: ({ signal }) =>
      api.get<TaskItemPage>('/api/tasks', {
        query: { view: 'mine', due, source, tz: browserTimeZone(), limit: WIDGET_ROWS },
        signal,
      }),
  });
}

/** Pending changes: `to_review` waits for me as a supervisor, `mine` waits on my supervisor. */
export function usePendingApprovals(box: 'to_review' | 'mine') {
  return useWidgetQuery({
    queryKey: keys.part('approvals', box),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof ApprovalPage>>('/api/transactions/approvals', {
        query: { box, status: 'pending', limit: WIDGET_ROWS },
        signal,
      }),
  });
}

export function useMyLeases() {
  return useWidgetQuery({
    queryKey: keys.part('leases'),
    queryFn: ({ signal }) =>
      api.get<LeasePage>('/api/rentals/leases', { query: { limit: WIDGET_ROWS }, signal }),
  });
}

/** Listing figures in my listing scope; the dashboard shows the offers awaiting an answer. */
export function useListingsSummary() {
  return useWidgetQuery({
    queryKey: keys.part('listings-summary'),
    queryFn: ({ signal }) => api.get<ListingsSummaryDto>('/api/listings/summary', { signal }),
  });
}

/** The listings a client sells (as a seller client of their agent's listing, ADR 0099). */
export function useSellerListings() {
  return useWidgetQuery({
    queryKey: keys.part('seller-listings'),
    queryFn: ({ signal }) => api.get<SellerListingList>('/api/listings/as-seller', { signal }),
  });
}

/** New contacts of the last 7 days in my contact scope (all, mine, unassigned) and my follow-ups due. */
export function useNewLeads() {
  return useWidgetQuery({
    queryKey: keys.part('new-leads'),
    queryFn: ({ signal }) => api.get<NewLeadsDto>('/api/dashboard/new-leads', { signal }),
  });
}

/** Envelopes waiting for my signature or approval (as myself, or for the brokerage when I may sign for it). */
export function useSignaturesWaiting() {
  return useWidgetQuery({
    queryKey: keys.part('signatures-waiting'),
    queryFn: ({ signal }) =>
      api.get<{ items: WaitingEnvelopeDto[] }>('/api/envelopes/waiting-for-me', { signal }),
  });
}
