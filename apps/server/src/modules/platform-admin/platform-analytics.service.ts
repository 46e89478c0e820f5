/** Platform analytics for platform staff (issue 17 item 7): sign-ups, active users, deals per organization. */
import {
  SIGNUP_WEEKS,
  type PlatformAnalyticsDto,
} from '@threshold/domain/platform-admin/platform-analytics.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import * as repo from './platform-analytics.repository';
import { assertPlatformArea } from '../../platform/authz/platform-area';

/** The Monday (UTC) of the week `weeksAgo` weeks before this one, as YYYY-MM-DD. */
function mondayOf(now: Date, weeksAgo: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  return d.toISOString().slice(0, 10);
}

export async function getPlatformAnalytics(db: Db, actor: Actor): Promise<PlatformAnalyticsDto> {
  assertPlatformArea(actor, 'analytics');
  const [signups, active, deals] = await Promise.all([
    repo.countSignupsPerWeek(db, SIGNUP_WEEKS),
    repo.countActiveUsers(db),
    repo.countDealsPerOrganization(db),
  ]);
  const now = new Date();
  const byWeek = new Map(signups.map((s) => [s.week_start, Number(s.signups)]));
  return {
    signups_per_week: Array.from({ length: SIGNUP_WEEKS }, (_, i) => {
      const week_start = mondayOf(now, SIGNUP_WEEKS - 1 - i);
      return { week_start, signups: byWeek.get(week_start) ?? 0 };
    }),
    active_users: { last_7_days: Number(active.last_7_days), last_30_days: Number(active.last_30_days) },
    deals_per_organization: deals.map((d) => ({
      ...d,
      deals: Number(d.deals),
      open_deals: Number(d.open_deals),
    })),
  };
}
