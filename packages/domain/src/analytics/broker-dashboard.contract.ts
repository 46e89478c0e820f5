import { z } from 'zod';
import { LISTING_STATUSES } from '../listings/listing-status';
import { OFFER_STATUSES } from '../listings/offer.contract';

/** GET /api/dashboard/broker/review-queue: checklist items waiting for review on deals in scope. */
export const BrokerReviewQueueSummary = z.object({
  waiting: z.number().int(),
  /** Submitted more than two days ago. */
  waiting_over_two_days: z.number().int(),
  oldest_submitted_at: z.string().nullable(),
});
export type BrokerReviewQueueSummary = z.infer<typeof BrokerReviewQueueSummary>;

/** GET /api/dashboard/broker/listings: listings in scope per status; days on market of the active ones. */
export const BrokerListingsSummary = z.object({
  by_status: z.array(z.object({ status: z.enum(LISTING_STATUSES), units: z.number().int() })),
  /** Active listings: days since their listing date, on average (null when none is active). */
  average_days_on_market: z.number().nullable(),
});
export type BrokerListingsSummary = z.infer<typeof BrokerListingsSummary>;

export const OFFER_ACTIVITY_DAYS = 30;

/** GET /api/dashboard/broker/offers: offers received in the last 30 days on listings in scope, per status. */
export const BrokerOffersSummary = z.object({
  since: z.string(),
  total: z.number().int(),
  by_status: z.array(z.object({ status: z.enum(OFFER_STATUSES), units: z.number().int() })),
});
export type BrokerOffersSummary = z.infer<typeof BrokerOffersSummary>;
