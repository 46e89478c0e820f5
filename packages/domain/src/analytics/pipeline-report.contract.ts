import { z } from 'zod';
import { TransactionStatusSchema } from '../transactions/transaction-common.contract';
import { ReportFigures } from './analytics-filters.contract';

/**
 * GET /api/analytics/pipeline (AnalyticsQuery): deals per status in the caller's scope. Volume is each deal's best
 * known price (sale, else offer, else list).
 */
export const PipelineRow = ReportFigures.pick({ units: true, volume_cents: true }).extend({
  status: TransactionStatusSchema,
});
export type PipelineRow = z.infer<typeof PipelineRow>;

export const PipelineReport = z.object({
  rows: z.array(PipelineRow),
  totals: ReportFigures.pick({ units: true, volume_cents: true }),
});
export type PipelineReport = z.infer<typeof PipelineReport>;
