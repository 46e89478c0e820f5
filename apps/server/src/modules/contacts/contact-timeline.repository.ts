import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { deleteIfVersion, updateIfVersion } from '../../platform/db/versioned-write.repository';
import { userProfiles } from '../identity/identity.schema';
import { contactActivities, contactTasks } from './contact-timeline.schema';
import { contacts } from './contacts.schema';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';

export type ActivityInsert = typeof contactActivities.$inferInsert;
export type TaskInsert = typeof contactTasks.$inferInsert;

const author = alias(userProfiles, 'author_profile');
const assignee = alias(userProfiles, 'assignee_profile');
const creator = alias(userProfiles, 'creator_profile');

/** Timeline entries; also the way other modules (transactions: kind deal_event) add to a contact's timeline. */
export async function insertActivities(db: DbOrTx, rows: ActivityInsert[], chunk = 1000): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const out = await db
      .insert(contactActivities)
      .values(rows.slice(i, i + chunk))
      .returning({ id: contactActivities.id });
    ids.push(...out.map((r) => r.id));
  }
  return ids;
}

const activityColumns = {
  id: contactActivities.id,
  contactId: contactActivities.contactId,
  kind: contactActivities.kind,
  subject: contactActivities.subject,
  body: contactActivities.body,
  details: contactActivities.details,
  occurredAt: contactActivities.occurredAt,
  occurredAtText: sql<string>`${contactActivities.occurredAt}::text`,
  authorId: contactActivities.authorId,
  authorFirstName: author.firstName,
  authorLastName: author.lastName,
  createdAt: contactActivities.createdAt,
  version: contactActivities.version,
};

function selectActivities(db: DbOrTx) {
  return db
    .select(activityColumns)
    .from(contactActivities)
    .leftJoin(author, eq(author.id, contactActivities.authorId));
}
export type ActivityRow = Awaited<ReturnType<typeof selectActivities>>[number];

/** Newest first, keyset on (occurred_at, id). */
export async function findActivityPage(
  db: DbOrTx,
  contactId: string,
  kinds: string[] | undefined,
  limit: number,
  cursor?: string,
) {
  const after = decodeCursor(cursor, ['timestamp', 'uuid']);
  const where: SQL[] = [eq(contactActivities.contactId, contactId)];
  if (kinds?.length) where.push(inArray(contactActivities.kind, kinds as ActivityInsert['kind'][]));
  if (after) {
    const [ts, id] = after;
    where.push(
      sql`(${contactActivities.occurredAt}, ${contactActivities.id}) < (${ts}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await selectActivities(db)
    .where(and(...where))
    .orderBy(desc(contactActivities.occurredAt), desc(contactActivities.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    rows: items,
    nextCursor: rows.length > limit && last ? encodeCursor([last.occurredAtText, last.id]) : null,
  };
}

export async function findActivity(
  db: DbOrTx,
  contactId: string,
  activityId: string,
): Promise<ActivityRow | null> {
  const [row] = await selectActivities(db)
    .where(and(eq(contactActivities.id, activityId), eq(contactActivities.contactId, contactId)))
    .limit(1);
  return row ?? null;
}

/** Deletes the entry if it is still at `expectedVersion` (undefined: unconditionally); false when stale. */
export async function deleteActivity(
  db: DbOrTx,
  activityId: string,
  expectedVersion?: number,
): Promise<boolean> {
  return deleteIfVersion(db, contactActivities, activityId, expectedVersion);
}

const taskColumns = {
  id: contactTasks.id,
  contactId: contactTasks.contactId,
  contactFirstName: contacts.firstName,
  contactLastName: contacts.lastName,
  title: contactTasks.title,
  notes: contactTasks.notes,
  dueAt: contactTasks.dueAt,
  dueAtText: sql<string>`${contactTasks.dueAt}::text`,
  assigneeId: contactTasks.assigneeId,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
  createdBy: contactTasks.createdBy,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  completedAt: contactTasks.completedAt,
  createdAt: contactTasks.createdAt,
  updatedAt: contactTasks.updatedAt,
  version: contactTasks.version,
};

function selectTasks(db: DbOrTx) {
  return db
    .select(taskColumns)
    .from(contactTasks)
    .innerJoin(contacts, eq(contacts.id, contactTasks.contactId))
    .leftJoin(assignee, eq(assignee.id, contactTasks.assigneeId))
    .leftJoin(creator, eq(creator.id, contactTasks.createdBy));
}
export type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

/** Tasks by due time (soonest first), keyset on (due_at, id); `where` may use contacts columns (scope). */
export async function findTaskPage(db: DbOrTx, where: SQL[], limit: number, cursor?: string) {
  const after = decodeCursor(cursor, ['timestamp', 'uuid']);
  const conditions = [...where];
  if (after) {
    const [ts, id] = after;
    conditions.push(sql`(${contactTasks.dueAt}, ${contactTasks.id}) > (${ts}::timestamptz, ${id}::uuid)`);
  }
  const rows = await selectTasks(db)
    .where(and(...conditions))
    .orderBy(asc(contactTasks.dueAt), asc(contactTasks.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    rows: items,
    nextCursor: rows.length > limit && last ? encodeCursor([last.dueAtText, last.id]) : null,
  };
}

export async function findTask(db: DbOrTx, contactId: string, taskId: string): Promise<TaskRow | null> {
  const [row] = await selectTasks(db)
    .where(and(eq(contactTasks.id, taskId), eq(contactTasks.contactId, contactId)))
    .limit(1);
  return row ?? null;
}

export async function insertTasks(db: DbOrTx, rows: TaskInsert[]): Promise<string[]> {
  if (!rows.length) return [];
  const out = await db.insert(contactTasks).values(rows).returning({ id: contactTasks.id });
  return out.map((r) => r.id);
}

/** Changes the task if it is still at `expectedVersion` (undefined: unconditionally); false when stale. */
export async function updateTaskRow(
  db: DbOrTx,
  taskId: string,
  patch: Partial<TaskInsert>,
  expectedVersion?: number,
): Promise<boolean> {
  return updateIfVersion(db, contactTasks, taskId, expectedVersion, { ...patch, updatedAt: new Date() });
}

/** Deletes the task if it is still at `expectedVersion` (undefined: unconditionally); false when stale. */
export async function deleteTaskRow(db: DbOrTx, taskId: string, expectedVersion?: number): Promise<boolean> {
  return deleteIfVersion(db, contactTasks, taskId, expectedVersion);
}

/** Keeps contacts.next_task_due_at equal to the earliest open task of each contact. */
export async function refreshNextTaskDue(db: DbOrTx, contactIds: string[]): Promise<void> {
  if (!contactIds.length) return;
  await db
    .update(contacts)
    .set({
      nextTaskDueAt: sql`(select min(${contactTasks.dueAt}) from ${contactTasks} where ${contactTasks.contactId} = ${contacts.id} and ${contactTasks.completedAt} is null)`,
    })
    .where(inArray(contacts.id, contactIds));
}

export const openTask = isNull(contactTasks.completedAt);
export { contactTasks };
