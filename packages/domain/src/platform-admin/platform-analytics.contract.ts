import { z } from 'zod';

/** GET /api/admin/analytics (platform staff): computed in SQL over the whole platform. */
export const PlatformAnalyticsDto = z.object({
  /** The last 12 ISO weeks (Monday, UTC), oldest first, weeks without sign-ups included as 0. */
  signups_per_week: z.array(z.object({ week_start: z.string(), signups: z.number().int() })),
  /** People with a session active (refreshed or created) in the last 7 and 30 days. */
  active_users: z.object({ last_7_days: z.number().int(), last_30_days: z.number().int() }),
  deals_per_organization: z.array(
    z.object({
      organization_id: z.string(),
      organization_name: z.string(),
      deals: z.number().int(),
      open_deals: z.number().int(),
    }),
  ),
});
export type PlatformAnalyticsDto = z.infer<typeof PlatformAnalyticsDto>;

export const SIGNUP_WEEKS = 12;
