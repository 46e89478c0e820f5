import { z } from 'zod';
import { FallThroughReasonSchema } from '../transactions/fall-through-reason';

/** A share between 0 and 1, rounded to 4 places; null when nothing entered the earlier stage. */
const Rate = z.number().min(0).max(1).nullable();

/**
 * GET /api/analytics/conversion (AnalyticsQuery): the pipeline as a funnel, listing → under contract
 * → closed, over the deals in the caller's scope and filters (the deals list's, so the stages add up
 * with GET /api/transactions?status=…):
 * - `listed`: every deal past draft (active, under contract, closed, fell through, expired);
 * - `contracted`: deals under contract or closed, plus ended deals that had been under contract
 *   (their status history says so);
 * - `closed`: closed deals.
 * `fell_through` groups the cancelled and withdrawn deals by their reason (ADR 0155); `reason` null
 * for deals that ended before reasons were recorded.
 */
export const ConversionReport = z.object({
  stages: z.object({
    listed: z.number().int(),
    contracted: z.number().int(),
    closed: z.number().int(),
    fell_through: z.number().int(),
    expired: z.number().int(),
  }),
  rates: z.object({
    listed_to_contract: Rate,
    contract_to_closed: Rate,
    listed_to_closed: Rate,
    fall_through: Rate,
  }),
  fell_through: z.array(
    z.object({
      reason: FallThroughReasonSchema.nullable(),
      cancelled: z.number().int(),
      withdrawn: z.number().int(),
      units: z.number().int(),
      /** Each deal's best known price (sale, else offer, else list), as in the pipeline report. */
      volume_cents: z.number().int(),
    }),
  ),
});
export type ConversionReport = z.infer<typeof ConversionReport>;
