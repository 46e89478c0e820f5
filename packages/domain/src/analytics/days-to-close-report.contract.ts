import { z } from 'zod';

/**
 * GET /api/analytics/days-to-close (AnalyticsQuery): for closed deals, the average number of days from the deal's
 * creation to its closing date, per closing month and overall.
 */
const DaysFigures = z.object({ units: z.number().int(), average_days: z.number().nullable() });

export const DaysToCloseReport = z.object({
  rows: z.array(DaysFigures.extend({ month: z.string() })),
  totals: DaysFigures,
});
export type DaysToCloseReport = z.infer<typeof DaysToCloseReport>;
