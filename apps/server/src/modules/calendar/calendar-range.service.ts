import type { CalendarRange, CalendarRangeQuery } from '@threshold/domain/calendar/calendar-range.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { collectItems, todayIn } from './calendar-items.service';

/** GET /api/calendar: the merged entries of a range of local days. */
export async function getCalendarRange(db: Db, actor: Actor, q: CalendarRangeQuery): Promise<CalendarRange> {
  const { items, truncated } = await collectItems(db, actor, {
    fromDay: q.from,
    toDay: q.to,
    tz: q.tz,
    sources: q.sources,
    transactionId: q.transaction_id,
    person: q.person,
  });
  return {
    today: todayIn(q.tz),
    from: q.from,
    to: q.to,
    tz: q.tz,
    truncated,
    items: items.map(({ changedAt: _c, cancelled: _x, notes: _n, ...item }) => item),
  };
}
