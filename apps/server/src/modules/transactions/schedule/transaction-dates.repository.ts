import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { deleteIfVersion, updateIfVersion } from '../../../platform/db/versioned-write.repository';
import { transactionDates, transactionTasks } from '../transaction-work.schema';

const DATE_COLUMNS = {
  id: transactionDates.id,
  version: transactionDates.version,
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

export async function getKeyDate(db: DbOrTx, transactionId: string, key: string): Promise<KeyDateRow | null> {
  const [row] = await db
    .select(DATE_COLUMNS)
    .from(transactionDates)
    .where(and(eq(transactionDates.transactionId, transactionId), eq(transactionDates.key, key)))
    .limit(1);
  return row ?? null;
}

/**
 * Without `expectedVersion`: a plain update (dependent dates moved by another one; the version
 * trigger bumps them when their content changed). With it: conditional (ADR 0082); false = stale.
 */
export async function updateKeyDateRow(
  tx: DbOrTx,
  id: string,
  patch: Partial<KeyDateInsert>,
  expectedVersion?: number,
): Promise<boolean> {
  if (expectedVersion !== undefined)
    return updateIfVersion(tx, transactionDates, id, expectedVersion, { ...patch, updatedAt: new Date() });
  await tx
    .update(transactionDates)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(transactionDates.id, id));
  return true;
}

/** Conditional when `expectedVersion` is given; false = the date moved on or is gone. */
export function deleteKeyDateRow(tx: DbOrTx, id: string, expectedVersion?: number): Promise<boolean> {
  return deleteIfVersion(tx, transactionDates, id, expectedVersion);
}

const TASK_COLUMNS = {
  id: transactionTasks.id,
  version: transactionTasks.version,
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

/** Conditional when `expectedVersion` is given (ADR 0082); false = the task moved on (nothing written). */
export function updateTaskRow(
  tx: DbOrTx,
  id: string,
  patch: Partial<typeof transactionTasks.$inferInsert>,
  expectedVersion?: number,
): Promise<boolean> {
  return updateIfVersion(tx, transactionTasks, id, expectedVersion, patch);
}

/** Conditional when `expectedVersion` is given; false = the task moved on or is gone. */
export function deleteTaskRow(tx: DbOrTx, id: string, expectedVersion?: number): Promise<boolean> {
  return deleteIfVersion(tx, transactionTasks, id, expectedVersion);
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
