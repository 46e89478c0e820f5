import { gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TransactionFilters } from '@threshold/domain/transactions/list-transactions.contract';
import type { Actor } from '../../../platform/authz/actor';
import { containsPattern } from '../../../platform/db/like';
import { transactions } from '../transactions.schema';
import { transactionScope } from './transactions-scope.sql';

/** The deals a list, count or export reads: the caller's scope and, when given, the list filters. */
export interface DealView {
  actor: Actor;
  filters?: TransactionFilters;
}

/** A view as SQL conditions to AND together. */
export function viewConditions(view: DealView): SQL[] {
  return [
    transactionScope(view.actor),
    ...(view.filters ? filterConditions(view.filters, view.actor.userId) : []),
  ];
}

/** The list filters as SQL (AND-ed); `me` in `agent` is the caller. */
function filterConditions(filters: TransactionFilters, userId: string): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status?.length) conditions.push(inArray(transactions.status, filters.status));
  if (filters.type?.length) conditions.push(inArray(transactions.type, filters.type));
  if (filters.side?.length) conditions.push(inArray(transactions.side, filters.side));
  if (filters.agent?.length)
    conditions.push(
      inArray(
        transactions.ownerId,
        filters.agent.map((a) => (a === 'me' ? userId : a)),
      ),
    );
  if (filters.team?.length) conditions.push(inArray(transactions.teamId, filters.team));
  if (filters.closing_from) conditions.push(gte(transactions.closingDate, filters.closing_from));
  if (filters.closing_to) conditions.push(lte(transactions.closingDate, filters.closing_to));
  if (filters.q) conditions.push(sql`${transactions.searchText} like ${containsPattern(filters.q)}`);
  return conditions;
}
