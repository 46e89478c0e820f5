import type { MyDealsDto, MyDealsQuery } from '@threshold/domain/dashboard/my-deals.contract';
import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { findOpenDealsInScope } from './dashboard-deals.repository';

const NO_ITEMS = { total: 0, approved: 0, returned: 0, to_submit: 0 };

/** The caller's open deals for the dashboard widgets (coordinators, external parties, clients). */
export async function getMyDeals(db: Db, actor: Actor, query: MyDealsQuery): Promise<MyDealsDto> {
  const rows = await findOpenDealsInScope(db, actor, {
    limit: query.limit,
    returnedOnly: query.returned ?? false,
  });
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status as TransactionStatus,
      closing_date: r.closingDate,
      next_date: r.nextDate,
      checklist: r.checklist ?? NO_ITEMS,
      agent: {
        id: r.agent.id,
        email: r.agent.email,
        first_name: r.agent.firstName,
        last_name: r.agent.lastName,
      },
    })),
  };
}
