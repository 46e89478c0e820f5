import { and, asc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListTasksQuery } from '@threshold/domain/contacts/contact-task.contract';
import type { DbOrTx } from '../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { deleteIfVersion, updateIfVersion } from '../../platform/db/versioned-write.repository';
import { userProfiles } from '../identity/identity.schema';
import { contactTasks } from './contact-timeline.schema';
import { contacts } from './contacts.schema';

export type TaskInsert = typeof contactTasks.$inferInsert;

const assignee = alias(userProfiles, 'assignee_profile');
const creator = alias(userProfiles, 'creator_profile');

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

const openTask = isNull(contactTasks.completedAt);

/** Whose tasks a list shows: one contact's, or those of the contacts a scope condition lets through. */
export type TasksOf = { contactId: string } | { visibleContacts: SQL };

function taskListConditions(tasksOf: TasksOf, assigneeId: string | undefined, query: ListTasksQuery): SQL[] {
  const out: SQL[] = [
    'contactId' in tasksOf ? eq(contactTasks.contactId, tasksOf.contactId) : tasksOf.visibleContacts,
  ];
  if (assigneeId) out.push(eq(contactTasks.assigneeId, assigneeId));
  if (query.status === 'open') out.push(openTask);
  if (query.status === 'done') out.push(isNotNull(contactTasks.completedAt));
  if (query.overdue) out.push(openTask, lt(contactTasks.dueAt, sql`now()`));
  if (query.due_before) out.push(lt(contactTasks.dueAt, new Date(query.due_before)));
  return out;
}

/**
 * A page of tasks by due time (soonest first), keyset on (due_at, id): those of `tasksOf`, of the
 * assignee when given, filtered by the query's status, overdue and due_before.
 */
export async function findTaskPage(
  db: DbOrTx,
  tasksOf: TasksOf,
  assigneeId: string | undefined,
  query: ListTasksQuery,
) {
  const after = decodeCursor(query.cursor, ['timestamp', 'uuid']);
  const conditions = taskListConditions(tasksOf, assigneeId, query);
  if (after) {
    const [ts, id] = after;
    conditions.push(sql`(${contactTasks.dueAt}, ${contactTasks.id}) > (${ts}::timestamptz, ${id}::uuid)`);
  }
  const rows = await selectTasks(db)
    .where(and(...conditions))
    .orderBy(asc(contactTasks.dueAt), asc(contactTasks.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return {
    rows: items,
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.dueAtText, last.id]) : null,
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
