import { z } from 'zod';
import {
  CLOSING_RANGE_ISSUE,
  closingRangeOk,
  TransactionFilters,
} from '../transactions/list-transactions.contract';

/**
 * The filters every analytics report takes, with the same names and meaning as the deals list
 * (GET /api/transactions): the date range is the closing date, `agent` the owning agent ("me" = the
 * caller), `team` the deal's team. So a report and the list with the same filters count the same deals.
 */
export const AnalyticsFilters = TransactionFilters.pick({
  type: true,
  agent: true,
  team: true,
  closing_from: true,
  closing_to: true,
});
export type AnalyticsFilters = z.infer<typeof AnalyticsFilters>;

export const AnalyticsQuery = AnalyticsFilters.strict().refine(closingRangeOk, CLOSING_RANGE_ISSUE);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

/** Units and money of one group; `gci_cents` and `company_dollar_cents` only for callers who may see commission figures. */
export const ReportFigures = z.object({
  units: z.number().int(),
  volume_cents: z.number().int(),
  gci_cents: z.number().int().optional(),
  /** Brokerage net (production report only), with the same visibility as GCI. */
  company_dollar_cents: z.number().int().optional(),
});
export type ReportFigures = z.infer<typeof ReportFigures>;
