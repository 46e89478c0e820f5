import {
  EXPORT_MAX_ROWS,
  type ExportTransactionsQuery,
} from '@threshold/domain/transactions/export-transactions.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db } from '../../../platform/db/client';
import { canSeeFinancials, seesAnyFinancials } from './transaction-access';
import { findTransactionsForExport } from './transactions-list.repository';
import { transactionsCsv } from './transactions-csv';

/**
 * The list as CSV, scoped and filtered exactly like GET /api/transactions. Commission columns exist
 * for callers who can see figures at all (seesAnyFinancials) and are filled only on rows whose
 * figures they may see (canSeeFinancials).
 */
export async function exportTransactions(db: Db, actor: Actor, query: ExportTransactionsQuery) {
  const rows = await findTransactionsForExport(db, { actor, filters: query }, query.sort, EXPORT_MAX_ROWS);
  const truncated = rows.length > EXPORT_MAX_ROWS;
  const kept = rows.slice(0, EXPORT_MAX_ROWS);
  return {
    csv: transactionsCsv(kept, seesAnyFinancials(actor), (r) => canSeeFinancials(actor, r)),
    rows: kept.length,
    truncated,
  };
}
