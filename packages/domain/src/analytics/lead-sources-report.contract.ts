import { z } from 'zod';
import { AnalyticsFilters } from './analytics-filters.contract';

/**
 * GET /api/analytics/lead-sources: the caller's visible contacts (the contacts list's scope) by lead
 * source → how many are a client (buyer, seller, landlord, tenant) on a deal the caller can see →
 * how many of those deals closed, with their sale volume. `agent` ("me" or user ids) and `team`
 * (team ids) narrow the contacts by their owner and team, as the contacts list's `owner` and `team` do. A deal with clients from two
 * sources counts once in each; the totals count it once.
 */
export const LeadSourcesQuery = AnalyticsFilters.pick({ agent: true, team: true }).strict();
export type LeadSourcesQuery = z.infer<typeof LeadSourcesQuery>;

const LeadSourceFigures = z.object({
  contacts: z.number().int(),
  /** Contacts that are a client on at least one deal. */
  clients: z.number().int(),
  /** Deals with such a client. */
  deals: z.number().int(),
  closed_deals: z.number().int(),
  closed_volume_cents: z.number().int(),
});

export const LeadSourcesReport = z.object({
  /** null: contacts with no lead source. */
  rows: z.array(LeadSourceFigures.extend({ source: z.string().nullable() })),
  totals: LeadSourceFigures,
});
export type LeadSourcesReport = z.infer<typeof LeadSourcesReport>;
