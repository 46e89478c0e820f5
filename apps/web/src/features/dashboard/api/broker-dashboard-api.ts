import { useQuery } from '@tanstack/react-query';
import {
  BrokerListingsSummary,
  BrokerOffersSummary,
  BrokerReviewQueueSummary,
} from '@threshold/domain/analytics/broker-dashboard.contract';
import { z } from 'zod';
import { PipelineReport } from '@threshold/domain/analytics/pipeline-report.contract';
import { ProductionReport } from '@threshold/domain/analytics/production-report.contract';
import { YearOverYearReport } from '@threshold/domain/analytics/year-over-year-report.contract';
import { api } from '@/lib/api-client';

/*
 * The broker dashboard's widgets read the analytics reports (GET /api/analytics/*, scoped to the
 * caller's deals); each widget makes its own request so each loads and fails on its own.
 */

const startOfYear = () => `${new Date().getFullYear()}-01-01`;

/** The first day of the month eleven months ago: twelve closing months including this one. */
function twelveMonthsAgo(): string {
  const d = new Date();
  const start = new Date(d.getFullYear(), d.getMonth() - 11, 1);
  return `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-01`;
}

export function useBrokerPipeline() {
  return useQuery({
    queryKey: ['broker-dashboard', 'pipeline'],
    queryFn: ({ signal }) => api.get('/api/analytics/pipeline', { schema: PipelineReport, signal }),
  });
}

/** Closed deals per month over the last twelve months. */
export function useBrokerClosingsByMonth() {
  return useQuery({
    queryKey: ['broker-dashboard', 'closings-by-month'],
    queryFn: ({ signal }) =>
      api.get('/api/analytics/production', {
        query: { group_by: 'month', closing_from: twelveMonthsAgo() },
        schema: ProductionReport,
        signal,
      }),
  });
}

/** This year's closings per month beside last year's (closings this month vs. the same month last year). */
export function useBrokerYearOverYear() {
  return useQuery({
    queryKey: ['broker-dashboard', 'year-over-year'],
    queryFn: ({ signal }) => api.get('/api/analytics/year-over-year', { schema: YearOverYearReport, signal }),
  });
}

/** Closed production per agent since January 1 (the leaderboard; GCI for financial roles). */
export function useBrokerAgentProduction() {
  return useQuery({
    queryKey: ['broker-dashboard', 'agent-production'],
    queryFn: ({ signal }) =>
      api.get('/api/analytics/production', {
        query: { group_by: 'agent', closing_from: startOfYear() },
        schema: ProductionReport,
        signal,
      }),
  });
}

export function useBrokerReviewQueue() {
  return useQuery({
    queryKey: ['broker-dashboard', 'review-queue'],
    queryFn: ({ signal }) =>
      api.get('/api/dashboard/broker/review-queue', { schema: BrokerReviewQueueSummary, signal }),
  });
}

export function useBrokerListings() {
  return useQuery({
    queryKey: ['broker-dashboard', 'listings'],
    queryFn: ({ signal }) =>
      api.get('/api/dashboard/broker/listings', { schema: BrokerListingsSummary, signal }),
  });
}

export function useBrokerOffers() {
  return useQuery({
    queryKey: ['broker-dashboard', 'offers'],
    queryFn: ({ signal }) => api.get('/api/dashboard/broker/offers', { schema: BrokerOffersSummary, signal }),
  });
}

/**
 * One compliance exception count (GET /api/compliance/<list>?limit=1 answers the uncapped `total`);
 * the same routes as /compliance, each count its own request.
 */
export function useComplianceCount(list: ComplianceCountList) {
  return useQuery({
    queryKey: ['broker-dashboard', 'compliance', list],
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/compliance/${list}`, {
          query: { limit: 1 },
          schema: ComplianceTotal,
          signal,
        })
      ).total,
  });
}

/** Only the count of a compliance list page (its one row is not shown here). */
const ComplianceTotal = z.object({ total: z.number().int().nonnegative() });
export type ComplianceCountList =
  | 'checklist-exceptions'
  | 'closing-soon'
  | 'missed-deadlines'
  | 'licence-expirations'
  | 'unsupervised-members';
