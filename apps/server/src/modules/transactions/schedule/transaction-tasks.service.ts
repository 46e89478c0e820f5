import { notifyDealAssignment } from '../deals/deal-notices';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import type {
  CreateTaskInput,
  TaskDto,
  UpdateTaskInput,
} from '@threshold/domain/transactions/tasks.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/http/errors';
import { latestChangeOf } from '../../../platform/audit/audit-latest.repository';
import { staleVersion } from '../../../platform/http/versioning';
import { assertCanEdit, loadDeal, type DealAccess } from '../deals/transaction-access';
import { auditDeal } from '../deals/transaction-audit';
import {
  deleteTaskRow,
  findKeyDates,
  findTasks,
  getTask,
  insertTask,
  updateTaskRow,
  type TaskRow,
} from './transaction-dates.repository';
import { findActiveMembers } from '../../organizations/organization-people.repository';
import { findNames } from '../deals/transaction-people.repository';
import { touchTransaction } from '../deals/transactions.repository';

type Names = Map<string, { first_name: string | null; last_name: string | null }>;
const ref = (id: string | null, names: Names) =>
  id ? { id, ...(names.get(id) ?? { first_name: null, last_name: null }) } : null;

function toTaskDto(row: TaskRow, names: Names): TaskDto {
  return {
    id: row.id,
    version: row.version,
    transaction_id: row.transactionId,
    title: row.title,
    date_key: row.dateKey,
    offset_days: row.offsetDays,
    due_date: row.dueDate,
    assignee: ref(row.assigneeId, names),
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_by: ref(row.completedBy, names),
    created_at: row.createdAt.toISOString(),
  };
}

async function toTaskDtos(db: DbOrTx, rows: TaskRow[]) {
  const names = await findNames(
    db,
    rows.flatMap((r) => [r.assigneeId, r.completedBy]).filter((v): v is string => !!v),
  );
  return rows.map((r) => toTaskDto(r, names));
}

/**
 * A deal's tasks are its staff's to-do list; someone who sees the deal's client view (a buyer, a
 * seller, an outside party) sees only the tasks assigned to them — what they must do.
 */
const canSeeTask = (access: DealAccess, actor: Actor, task: TaskRow) =>
  !access.clientView || task.assigneeId === actor.userId;

/** The task when the caller may see it; 404 otherwise (no existence leak). */
async function visibleTask(db: DbOrTx, access: DealAccess, actor: Actor, taskId: string) {
  const task = await getTask(db, access.row.id, taskId);
  if (!task || !canSeeTask(access, actor, task)) throw notFound('Task');
  return task;
}

export async function listTasks(db: Db, actor: Actor, id: string) {
  const access = await loadDeal(db, actor, id);
  const tasks = (await findTasks(db, id)).filter((t) => canSeeTask(access, actor, t));
  return { items: await toTaskDtos(db, tasks) };
}

export async function getTaskOfDeal(db: Db, actor: Actor, id: string, taskId: string) {
  const access = await loadDeal(db, actor, id);
  return (await toTaskDtos(db, [await visibleTask(db, access, actor, taskId)]))[0]!;
}

/**
 * 409 STALE_VERSION with the task as it is now (404 when gone) and who changed it last: an edit of
 * it, or a key date change that moved its due date.
 */
async function refuseStale(db: DbOrTx, id: string, taskId: string): Promise<never> {
  const task = await getTask(db, id, taskId);
  if (!task) throw notFound('Task');
  const [current] = await toTaskDtos(db, [task]);
  throw staleVersion(
    current,
    await latestChangeOf(db, 'transaction', id, {
      parts: [{ task: { id: taskId } }, { moved_tasks: [{ id: taskId }] }],
    }),
  );
}

/** Due date of a task linked to a key date: that date plus the offset (null while the date is unknown). */
async function linkedDueDate(tx: DbOrTx, id: string, dateKey: string, offsetDays: number) {
  const date = (await findKeyDates(tx, id)).find((d) => d.key === dateKey);
  if (!date)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
      date_key: 'This deal has no such date',
    });
  return date.date ? addCalendarDays(date.date, offsetDays) : null;
}

async function assertAssignee(tx: DbOrTx, organizationId: string, assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  const [member] = await findActiveMembers(tx, organizationId, [assigneeId]);
  if (!member)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
      assignee_id: 'Not an active member of this organization',
    });
}

export async function createTask(
  db: Db,
  actor: Actor,
  id: string,
  input: CreateTaskInput,
  requestId?: string,
) {
  const { dto, deal } = await db.transaction(async (tx) => {
    const access = await loadDeal(tx, actor, id, { forUpdate: true });
    assertCanEdit(access);
    await assertAssignee(tx, access.row.organizationId, input.assignee_id);
    const dueDate = input.date_key
      ? await linkedDueDate(tx, id, input.date_key, input.offset_days)
      : input.due_date;
    const taskId = await insertTask(tx, {
      transactionId: id,
      title: input.title,
      dateKey: input.date_key,
      offsetDays: input.offset_days,
      dueDate,
      assigneeId: input.assignee_id,
      createdBy: actor.userId,
      createdAt: new Date(),
    });
    await touchTransaction(tx, id);
    const [dto] = await toTaskDtos(tx, [(await getTask(tx, id, taskId))!]);
    await auditDeal(tx, { actor, requestId }, access.row, 'task.create', null, { task: dto });
    return { dto: dto!, deal: access.row };
  });
  await notifyDealAssignment(db, actor, deal, input.assignee_id, dto);
  return dto;
}

export async function updateTask(
  db: Db,
  actor: Actor,
  id: string,
  taskId: string,
  input: UpdateTaskInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const { dto, deal, assignedTo } = await db.transaction(async (tx) => {
    const access = await loadDeal(tx, actor, id, { forUpdate: true });
    const before = await visibleTask(tx, access, actor, taskId);
    // The assignee may tick off their own task without the right to edit the deal (a client's to-do).
    const ownCompletion = Object.keys(input).every((k) => k === 'completed') && before.assigneeId === actor.userId;
    if (!ownCompletion) assertCanEdit(access);
    if (expectedVersion !== undefined && before.version !== expectedVersion)
      await refuseStale(tx, id, taskId);
    await assertAssignee(tx, access.row.organizationId, input.assignee_id);
    const dateKey = input.date_key !== undefined ? input.date_key : before.dateKey;
    const offsetDays = input.offset_days ?? before.offsetDays;
    if (dateKey && input.due_date)
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        due_date: 'Either link a date or give a due date',
      });
    const dueDate = dateKey
      ? await linkedDueDate(tx, id, dateKey, offsetDays)
      : input.due_date !== undefined
        ? input.due_date
        : before.dueDate;
    const patch = {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.assignee_id !== undefined && { assigneeId: input.assignee_id }),
      dateKey,
      offsetDays,
      dueDate,
      ...(input.completed !== undefined && {
        completedAt: input.completed ? (before.completedAt ?? new Date()) : null,
        completedBy: input.completed ? (before.completedBy ?? actor.userId) : null,
      }),
    };
    if (!(await updateTaskRow(tx, taskId, patch, expectedVersion))) await refuseStale(tx, id, taskId);
    await touchTransaction(tx, id);
    const [beforeDto, afterDto] = await toTaskDtos(tx, [before, (await getTask(tx, id, taskId))!]);
    await auditDeal(
      tx,
      { actor, requestId },
      access.row,
      input.completed !== undefined && Object.keys(input).length === 1
        ? input.completed
          ? 'task.complete'
          : 'task.reopen'
        : 'task.update',
      { task: beforeDto },
      { task: afterDto },
    );
    const reassigned =
      input.assignee_id && input.assignee_id !== before.assigneeId ? input.assignee_id : null;
    return { dto: afterDto!, deal: access.row, assignedTo: reassigned };
  });
  await notifyDealAssignment(db, actor, deal, assignedTo, dto);
  return dto;
}

/** Removes a task (same rules as editing one: anyone who may edit the deal, applied at once). */
export async function deleteTask(
  db: Db,
  actor: Actor,
  id: string,
  taskId: string,
  requestId?: string,
  expectedVersion?: number,
) {
  return db.transaction(async (tx) => {
    const access = await loadDeal(tx, actor, id, { forUpdate: true });
    assertCanEdit(access);
    const task = await getTask(tx, id, taskId);
    if (!task) throw notFound('Task');
    if (expectedVersion !== undefined && task.version !== expectedVersion) await refuseStale(tx, id, taskId);
    const [dto] = await toTaskDtos(tx, [task]);
    if (!(await deleteTaskRow(tx, taskId, expectedVersion))) await refuseStale(tx, id, taskId);
    await touchTransaction(tx, id);
    await auditDeal(tx, { actor, requestId }, access.row, 'task.delete', { task: dto }, null);
    return { ok: true as const };
  });
}
