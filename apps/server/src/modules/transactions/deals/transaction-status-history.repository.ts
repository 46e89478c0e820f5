import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { transactionStatusHistory as history } from '../transactions.schema';

const HISTORY_COLUMNS = {
  id: history.id,
  fromStatus: history.fromStatus,
  toStatus: history.toStatus,
  reason: history.reason,
  override: history.override,
  changedBy: history.changedBy,
  changedAt: history.changedAt,
};

/** A deal's status changes, oldest first. */
export function findStatusHistory(db: DbOrTx, transactionId: string) {
  return db
    .select(HISTORY_COLUMNS)
    .from(history)
    .where(eq(history.transactionId, transactionId))
    .orderBy(asc(history.changedAt), asc(history.id));
}

export async function insertStatusChange(tx: DbOrTx, values: typeof history.$inferInsert) {
  const [row] = await tx.insert(history).values(values).returning(HISTORY_COLUMNS);
  return row!;
}
