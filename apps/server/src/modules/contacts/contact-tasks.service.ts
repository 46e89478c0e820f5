import type {
  CreateTaskInput,
  ListTasksQuery,
  TaskDto,
  UpdateTaskInput,
} from '@threshold/domain/contacts/contact-task.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { displayName } from './contacts.derived';
import { loadCrmContext, requireContact, type CrmContext } from './contacts.context';
import { filterCrmUsers } from './contacts-owners';
import { insertActivities } from './contact-timeline.repository';
import {
  deleteTaskRow,
  findTask,
  findTaskPage,
  insertTasks,
  refreshNextTaskDue,
  updateTaskRow,
  type TaskRow,
} from './contact-tasks.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { staleVersion } from '../../platform/http/versioning';

export function toTaskDto(row: TaskRow, now = new Date()): TaskDto {
  return {
    id: row.id,
    contact_id: row.contactId,
    contact_name: displayName(row.contactFirstName, row.contactLastName),
    title: row.title,
    notes: row.notes,
    due_at: row.dueAt.toISOString(),
    overdue: row.completedAt === null && row.dueAt.getTime() < now.getTime(),
    assignee: row.assigneeId
      ? { id: row.assigneeId, first_name: row.assigneeFirstName, last_name: row.assigneeLastName }
      : null,
    created_by: row.createdBy
      ? { id: row.createdBy, first_name: row.creatorFirstName, last_name: row.creatorLastName }
      : null,
    completed_at: row.completedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** One task (its version is what a change or delete is based on). */
export async function getTask(db: Db, actor: Actor, contactId: string, taskId: string): Promise<TaskDto> {
  const ctx = await loadCrmContext(db, actor);
  await requireContact(db, ctx, contactId);
  const row = await findTask(db, contactId, taskId);
  if (!row) throw notFound('Task');
  return toTaskDto(row);
}

/** 409 STALE_VERSION with the task as it is now (or 404 when it is gone); the transaction rolls back. */
async function refuseStaleTask(tx: DbOrTx, contactId: string, taskId: string): Promise<never> {
  const now = await findTask(tx, contactId, taskId);
  if (!now) throw notFound('Task');
  throw staleVersion(toTaskDto(now), await latestChangeOf(tx, 'contact_task', taskId));
}

export async function listContactTasks(db: Db, actor: Actor, contactId: string, query: ListTasksQuery) {
  const ctx = await loadCrmContext(db, actor);
  await requireContact(db, ctx, contactId);
  const assigneeId = query.assignee === 'me' ? actor.userId : query.assignee;
  const page = await findTaskPage(db, { contactId }, assigneeId, query);
  return { items: page.rows.map((r) => toTaskDto(r)), nextCursor: page.nextCursor };
}

/** Tasks across the contacts the caller can see; by default the caller's own open ones. */
export async function listMyTasks(db: Db, actor: Actor, query: ListTasksQuery) {
  const ctx = await loadCrmContext(db, actor);
  const assignee = !query.assignee || query.assignee === 'me' ? actor.userId : query.assignee;
  const page = await findTaskPage(db, { visibleContacts: ctx.visible }, assignee, query);
  return { items: page.rows.map((r) => toTaskDto(r)), nextCursor: page.nextCursor };
}

async function checkAssignee(tx: DbOrTx, ctx: CrmContext, organizationId: string, assigneeId: string) {
  if (assigneeId === ctx.actor.userId && ctx.actor.organizationId === organizationId) return;
  const ok = await filterCrmUsers(tx, organizationId, [assigneeId]);
  if (!ok.has(assigneeId))
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
      assignee_id: 'Not a member of this organization who uses contacts',
    });
}

const auditTask = (
  tx: DbOrTx,
  ctx: CrmContext,
  organizationId: string,
  action: string,
  id: string,
  before: unknown,
  after: unknown,
) =>
  writeAudit(tx, {
    organizationId,
    actorUserId: ctx.actor.userId,
    action,
    entityType: 'contact_task',
    entityId: id,
    before,
    after,
    requestId: ctx.requestId ?? null,
  });

export async function createTask(
  db: Db,
  actor: Actor,
  contactId: string,
  input: CreateTaskInput,
  requestId?: string,
): Promise<TaskDto> {
  return db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const contact = await requireContact(tx, ctx, contactId, true);
    const assigneeId = input.assignee_id ?? actor.userId;
    await checkAssignee(tx, ctx, contact.organizationId, assigneeId);
    const [id] = await insertTasks(tx, [
      {
        organizationId: contact.organizationId,
        contactId,
        title: input.title,
        notes: input.notes,
        dueAt: new Date(input.due_at),
        assigneeId,
        createdBy: actor.userId,
      },
    ]);
    await refreshNextTaskDue(tx, [contactId]);
    const dto = toTaskDto((await findTask(tx, contactId, id!))!);
    await auditTask(tx, ctx, contact.organizationId, 'contact.task.create', id!, null, dto);
    return dto;
  });
}

/** Changes, completes or reopens a task; conditional on `expectedVersion` (issue 19). */
export async function updateTask(
  db: Db,
  actor: Actor,
  contactId: string,
  taskId: string,
  input: UpdateTaskInput,
  requestId?: string,
  expectedVersion?: number,
): Promise<TaskDto> {
  return db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const contact = await requireContact(tx, ctx, contactId, true);
    const before = await findTask(tx, contactId, taskId);
    if (!before) throw notFound('Task');
    if (expectedVersion !== undefined && before.version !== expectedVersion)
      await refuseStaleTask(tx, contactId, taskId);
    if (input.assignee_id && input.assignee_id !== before.assigneeId)
      await checkAssignee(tx, ctx, contact.organizationId, input.assignee_id);
    const patch: Parameters<typeof updateTaskRow>[2] = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.notes !== undefined) patch.notes = input.notes;
    if (input.due_at !== undefined) patch.dueAt = new Date(input.due_at);
    if (input.assignee_id !== undefined) patch.assigneeId = input.assignee_id;
    const completing = input.completed === true && before.completedAt === null;
    if (completing) Object.assign(patch, { completedAt: new Date(), completedBy: actor.userId });
    if (input.completed === false) Object.assign(patch, { completedAt: null, completedBy: null });
    if (!(await updateTaskRow(tx, taskId, patch, expectedVersion)))
      await refuseStaleTask(tx, contactId, taskId);
    if (completing) {
      await insertActivities(tx, [
        {
          organizationId: contact.organizationId,
          contactId,
          kind: 'task_completed',
          subject: before.title,
          details: { task_id: taskId },
          authorId: actor.userId,
        },
      ]);
    }
    await refreshNextTaskDue(tx, [contactId]);
    const after = toTaskDto((await findTask(tx, contactId, taskId))!);
    await auditTask(tx, ctx, contact.organizationId, 'contact.task.update', taskId, toTaskDto(before), after);
    return after;
  });
}

/** Deletes a task; conditional on `expectedVersion` (issue 19). */
export async function deleteTask(
  db: Db,
  actor: Actor,
  contactId: string,
  taskId: string,
  requestId?: string,
  expectedVersion?: number,
) {
  return db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const contact = await requireContact(tx, ctx, contactId, true);
    const before = await findTask(tx, contactId, taskId);
    if (!before) throw notFound('Task');
    if (expectedVersion !== undefined && before.version !== expectedVersion)
      await refuseStaleTask(tx, contactId, taskId);
    if (!(await deleteTaskRow(tx, taskId, expectedVersion))) await refuseStaleTask(tx, contactId, taskId);
    await refreshNextTaskDue(tx, [contactId]);
    await auditTask(tx, ctx, contact.organizationId, 'contact.task.delete', taskId, toTaskDto(before), null);
    return { ok: true as const };
  });
}
