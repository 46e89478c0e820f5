import { z } from 'zod';
import { CLOSING_RANGE_ISSUE, closingRangeOk } from '../transactions/list-transactions.contract';
import { AnalyticsFilters, ReportFigures } from './analytics-filters.contract';

export const PRODUCTION_GROUPS = ['agent', 'team', 'month', 'type'] as const;
export type ProductionGroup = (typeof PRODUCTION_GROUPS)[number];

/**
 * GET /api/analytics/production: closed deals (status closed) in the caller's scope, grouped.
 * Volume is the sum of sale prices; GCI (gross commission income) is present only with
 * read:transaction_financials.
 */
export const ProductionQuery = AnalyticsFilters.extend({
  group_by: z.enum(PRODUCTION_GROUPS).default('month'),
})
  .strict()
  .refine(closingRangeOk, CLOSING_RANGE_ISSUE);
export type ProductionQuery = z.infer<typeof ProductionQuery>;

/** `key` is the agent id, team id, "YYYY-MM" or deal type; null for deals without a team or closing date. */
export const ProductionRow = ReportFigures.extend({ key: z.string().nullable(), label: z.string() });
export type ProductionRow = z.infer<typeof ProductionRow>;

export const ProductionReport = z.object({
  group_by: z.enum(PRODUCTION_GROUPS),
  financials_visible: z.boolean(),
  rows: z.array(ProductionRow),
  totals: ReportFigures,
});
export type ProductionReport = z.infer<typeof ProductionReport>;
