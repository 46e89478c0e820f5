import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { transactionDates, transactionTasks } from './transaction-work.schema';

const DATE_COLUMNS = {
  id: transactionDates.id,
  transactionId: transactionDates.transactionId,
  key: transactionDates.key,
  label: transactionDates.label,
  kind: transactionDates.kind,
  date: transactionDates.date,
  anchorKey: transactionDates.anchorKey,
  offsetDays: transactionDates.offsetDays,
  businessDays: transactionDates.businessDays,
  roll: transactionDates.roll,
  isDeadline: transactionDates.isDeadline,
  position: transactionDates.position,
  completedAt: transactionDates.completedAt,
};

export function findKeyDates(db: DbOrTx, transactionId: string) {
  return db
    .select(DATE_COLUMNS)
    .from(transactionDates)
    .where(eq(transactionDates.transactionId, transactionId))
    .orderBy(asc(transactionDates.position), asc(transactionDates.key));
}
export type KeyDateRow = Awaited<ReturnType<typeof findKeyDates>>[number];
export type KeyDateInsert = typeof transactionDates.$inferInsert;

export async function insertKeyDates(tx: DbOrTx, values: KeyDateInsert[]) {
  if (values.length) await tx.insert(transactionDates).values(values);
}

export async function updateKeyDateRow(tx: DbOrTx, id: string, patch: Partial<KeyDateInsert>) {
  await tx
    .update(transactionDates)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(transactionDates.id, id));
}

export async function deleteKeyDateRow(tx: DbOrTx, transactionId: string, key: string) {
  await tx
    .delete(transactionDates)
    .where(and(eq(transactionDates.transactionId, transactionId), eq(transactionDates.key, key)));
}

const TASK_COLUMNS = {
  id: transactionTasks.id,
  transactionId: transactionTasks.transactionId,
  title: transactionTasks.title,
  dateKey: transactionTasks.dateKey,
  offsetDays: transactionTasks.offsetDays,
  dueDate: transactionTasks.dueDate,
  assigneeId: transactionTasks.assigneeId,
  completedAt: transactionTasks.completedAt,
  completedBy: transactionTasks.completedBy,
  createdAt: transactionTasks.createdAt,
};

export function findTasks(db: DbOrTx, transactionId: string) {
  return db
    .select(TASK_COLUMNS)
    .from(transactionTasks)
    .where(eq(transactionTasks.transactionId, transactionId))
    .orderBy(asc(transactionTasks.dueDate), asc(transactionTasks.createdAt), asc(transactionTasks.id));
}
export type TaskRow = Awaited<ReturnType<typeof findTasks>>[number];

export async function getTask(db: DbOrTx, transactionId: string, id: string): Promise<TaskRow | null> {
  const [row] = await db
    .select(TASK_COLUMNS)
    .from(transactionTasks)
    .where(and(eq(transactionTasks.transactionId, transactionId), eq(transactionTasks.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertTask(tx: DbOrTx, values: typeof transactionTasks.$inferInsert): Promise<string> {
  const [row] = await tx.insert(transactionTasks).values(values).returning({ id: transactionTasks.id });
  return row!.id;
}

export async function updateTaskRow(
  tx: DbOrTx,
  id: string,
  patch: Partial<typeof transactionTasks.$inferInsert>,
) {
  await tx.update(transactionTasks).set(patch).where(eq(transactionTasks.id, id));
}

export async function deleteTaskRow(tx: DbOrTx, id: string) {
  await tx.delete(transactionTasks).where(eq(transactionTasks.id, id));
}

export async function setTaskDueDates(tx: DbOrTx, moves: { id: string; to: string | null }[]) {
  for (const move of moves)
    await tx.update(transactionTasks).set({ dueDate: move.to }).where(eq(transactionTasks.id, move.id));
}

/** Unlinks tasks from a date that is being deleted (they keep their current due date). */
export async function unlinkTasks(tx: DbOrTx, transactionId: string, keys: string[]) {
  if (keys.length === 0) return;
  await tx
    .update(transactionTasks)
    .set({ dateKey: null })
    .where(and(eq(transactionTasks.transactionId, transactionId), inArray(transactionTasks.dateKey, keys)));
}
