/** Platform analytics, each figure one SQL aggregate (issue 17 item 7). */
import { OPEN_STATUSES } from '@threshold/domain/transactions/transaction-status';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Sign-ups per ISO week (Monday, UTC) over the last `weeks` weeks; weeks without any are absent. */
export async function countSignupsPerWeek(db: DbOrTx, weeks: number) {
  const result = await db.execute(sql`
    select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week_start,
           count(*)::int as signups
    from users
    where created_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC' - make_interval(weeks => ${weeks - 1})
    group by 1 order by 1`);
  return rowsOf<{ week_start: string; signups: number }>(result);
}

/** Distinct people with a session created or refreshed in the last 7 and 30 days. */
export async function countActiveUsers(db: DbOrTx) {
  const result = await db.execute(sql`
    select count(distinct user_id) filter (where updated_at >= now() - interval '7 days')::int as last_7_days,
           count(distinct user_id)::int as last_30_days
    from sessions
    where updated_at >= now() - interval '30 days'`);
  return rowsOf<{ last_7_days: number; last_30_days: number }>(result)[0]!;
}

/** Every organization with its deals and open deals, most deals first. */
export async function countDealsPerOrganization(db: DbOrTx) {
  const open = sql.join(
    OPEN_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select o.id as organization_id, o.name as organization_name,
           count(t.id)::int as deals,
           (count(t.id) filter (where t.status in (${open})))::int as open_deals
    from organizations o
    left join transactions t on t.organization_id = o.id
    group by o.id, o.name
    order by deals desc, lower(o.name), o.id
    limit 500`);
  return rowsOf<{ organization_id: string; organization_name: string; deals: number; open_deals: number }>(
    result,
  );
}
