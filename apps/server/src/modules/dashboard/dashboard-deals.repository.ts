import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '@threshold/domain/transactions/transaction-status';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/auth.schema';
import { userProfiles } from '../identity/identity.schema';
import { transactionScope } from '../transactions/deals/transactions-scope.sql';
import {
  transactionChecklistItems as items,
  transactionDates as dates,
} from '../transactions/transaction-work.schema';
import { transactions } from '../transactions/transactions.schema';

/** The earliest open deadline of the row's deal, as JSON (null when none has a date). */
const nextDate = sql<{ key: string; label: string; date: string } | null>`(
  select json_build_object('key', ${dates.key}, 'label', ${dates.label}, 'date', ${dates.date}::text)
  from ${dates}
  where ${dates.transactionId} = ${transactions.id} and ${dates.isDeadline} and ${dates.completedAt} is null
    and ${dates.date} is not null
  order by ${dates.date}, ${dates.id} limit 1)`;

/** Checklist counts of the row's deal, in one pass over its items. */
const checklist = sql<{ total: number; approved: number; returned: number; to_submit: number }>`(
  select json_build_object(
    'total', count(*)::int,
    'approved', (count(*) filter (where ${items.status} = 'approved'))::int,
    'returned', (count(*) filter (where ${items.status} = 'returned'))::int,
    'to_submit', (count(*) filter (where ${items.status} in ('pending', 'returned')))::int)
  from ${items} where ${items.transactionId} = ${transactions.id})`;

const hasReturnedItems = sql`exists (select 1 from ${items}
  where ${items.transactionId} = ${transactions.id} and ${items.status} = 'returned')`;

/**
 * Open deals in the caller's deal scope (THE row filter), soonest closing first, each with its next
 * deadline, checklist counts and owner. `total` counts every open deal in scope (a window count, so
 * one query). The sub-selects are evaluated above the (incremental, top-N) sort, for the returned rows
 * and a few more — not for every deal in scope (EXPLAIN in docs/dashboards.md).
 */
export async function findOpenDealsInScope(
  db: DbOrTx,
  actor: Actor,
  { limit, returnedOnly }: { limit: number; returnedOnly: boolean },
) {
  return db
    .select({
      id: transactions.id,
      title: transactions.title,
      status: transactions.status,
      closingDate: transactions.closingDate,
      total: sql<number>`(count(*) over ())::int`,
      nextDate,
      checklist,
      agent: {
        id: users.id,
        email: users.email,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
      },
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.ownerId))
    .leftJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(
      and(
        transactionScope(actor),
        inArray(transactions.status, [...OPEN_STATUSES]),
        returnedOnly ? hasReturnedItems : undefined,
      ),
    )
    .orderBy(sql`${transactions.closingDate} asc nulls last`, transactions.id)
    .limit(limit);
}
