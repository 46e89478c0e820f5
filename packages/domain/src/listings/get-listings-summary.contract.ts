import { z } from 'zod';
import { LISTING_STATUSES } from './listing-status';

/** The /real-estate dashboard figures, over the listings in the caller's scope. */
export const ListingsSummaryDto = z.object({
  by_status: z.record(z.enum(LISTING_STATUSES), z.number().int()),
  /** Active listings whose price is below their original list price. */
  price_reduced: z.number().int(),
  /** Open listings (Coming Soon, Active, Hold) whose listing agreement ends within 30 days. */
  expiring_soon: z.number().int(),
  /** Offers Submitted or Reviewed, waiting for the listing side's answer. */
  offers_awaiting: z.number().int(),
  /** Average days on market of the Active listings (0 without any). */
  average_days_on_market: z.number().int(),
});
export type ListingsSummaryDto = z.infer<typeof ListingsSummaryDto>;
