import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { deleteIfVersion, updateIfVersion } from '../../platform/db/versioned-write.repository';
import { personalTasks } from './personal-tasks.schema';

export type PersonalTaskRow = typeof personalTasks.$inferSelect;
type PersonalTaskInsert = typeof personalTasks.$inferInsert;

/** The owner's task by id; another person's (or a missing one) reads as undefined, never apart. */
export async function findOwnTask(db: DbOrTx, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(personalTasks)
    .where(and(eq(personalTasks.id, id), eq(personalTasks.ownerId, ownerId)));
  return row;
}

export async function insertPersonalTask(db: DbOrTx, values: PersonalTaskInsert): Promise<PersonalTaskRow> {
  const [row] = await db.insert(personalTasks).values(values).returning();
  return row!;
}

/** Updates the task if it is still at `expectedVersion` (undefined: unconditionally); false when stale. */
export function updatePersonalTaskRow(
  db: DbOrTx,
  id: string,
  patch: Partial<PersonalTaskInsert>,
  expectedVersion: number | undefined,
): Promise<boolean> {
  return updateIfVersion(db, personalTasks, id, expectedVersion, { ...patch, updatedAt: new Date() });
}

export function deletePersonalTaskRow(db: DbOrTx, id: string, expectedVersion: number | undefined) {
  return deleteIfVersion(db, personalTasks, id, expectedVersion);
}

/** The owner's personal tasks due on a day in [fromDay, toDay] (the calendar's "personal_task" source). */
export function findOwnTasksBetween(
  db: DbOrTx,
  ownerId: string,
  fromDay: string,
  toDay: string,
  limit: number,
) {
  return db
    .select({
      id: personalTasks.id,
      version: personalTasks.version,
      title: personalTasks.title,
      notes: personalTasks.notes,
      dueDate: personalTasks.dueDate,
      completedAt: personalTasks.completedAt,
      updatedAt: personalTasks.updatedAt,
    })
    .from(personalTasks)
    .where(
      and(
        eq(personalTasks.ownerId, ownerId),
        gte(personalTasks.dueDate, fromDay),
        lte(personalTasks.dueDate, toDay),
      ),
    )
    .orderBy(asc(personalTasks.dueDate), asc(personalTasks.id))
    .limit(limit);
}
