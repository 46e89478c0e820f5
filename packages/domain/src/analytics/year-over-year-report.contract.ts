import { z } from 'zod';
import { AnalyticsFilters, ReportFigures } from './analytics-filters.contract';

/**
 * GET /api/analytics/year-over-year: closed deals per closing month of `year` (default: this year)
 * beside the same month of the year before. Takes the type, agent and team filters; the year replaces
 * the date range.
 */
export const YearOverYearQuery = AnalyticsFilters.omit({ closing_from: true, closing_to: true })
  .extend({
    year: z.coerce
      .number()
      .int('Must be a year')
      .min(1900, 'Must be between 1900 and 2199')
      .max(2199, 'Must be between 1900 and 2199')
      .optional(),
  })
  .strict();
export type YearOverYearQuery = z.infer<typeof YearOverYearQuery>;

export const YearOverYearRow = z.object({
  /** 1–12 */
  month: z.number().int(),
  current: ReportFigures,
  previous: ReportFigures,
});
export type YearOverYearRow = z.infer<typeof YearOverYearRow>;

export const YearOverYearReport = z.object({
  year: z.number().int(),
  financials_visible: z.boolean(),
  rows: z.array(YearOverYearRow),
});
export type YearOverYearReport = z.infer<typeof YearOverYearReport>;
