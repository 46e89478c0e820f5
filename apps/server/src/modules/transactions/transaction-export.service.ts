import {
  EXPORT_MAX_ROWS,
  type ExportTransactionsQuery,
} from '@threshold/domain/transactions/exportTransactions.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { canSeeFinancials } from './transaction-access';
import { filterConditions, findTransactionsForExport } from './transactions-list.repository';
import { transactionScope } from './transactions.scope';
import { transactionsCsv } from './transactions-csv';

/**
 * The list as CSV, scoped and filtered exactly like GET /api/transactions. Commission columns exist
 * for callers who can hold figures at all (they own deals, or read every deal's figures) and are
 * filled only on rows whose figures they may see.
 */
export async function exportTransactions(db: Db, actor: Actor, query: ExportTransactionsQuery) {
  const rows = await findTransactionsForExport(
    db,
    [transactionScope(actor), ...filterConditions(query, actor.userId)],
    query.sort,
    EXPORT_MAX_ROWS,
  );
  const truncated = rows.length > EXPORT_MAX_ROWS;
  const kept = rows.slice(0, EXPORT_MAX_ROWS);
  const financialColumns =
    actor.permissions.has('read:transaction_financials') || actor.permissions.has('create:transactions');
  return {
    csv: transactionsCsv(kept, financialColumns, (r) => canSeeFinancials(actor, r)),
    rows: kept.length,
    truncated,
  };
}
