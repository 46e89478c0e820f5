import type {
  CreatePersonalTaskInput,
  PersonalTaskDto,
  UpdatePersonalTaskInput,
} from '@threshold/domain/tasks/personal-task.contract';
import type { Actor } from '../../platform/authz/actor';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import {
  deletePersonalTaskRow,
  findOwnTask,
  insertPersonalTask,
  updatePersonalTaskRow,
  type PersonalTaskRow,
} from './personal-tasks.repository';

const ENTITY = 'personal_task';

export function toPersonalTaskDto(row: PersonalTaskRow): PersonalTaskDto {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    due_date: row.dueDate,
    completed_at: row.completedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * What the audit log keeps of a personal task: its dates and state, not its title or notes — the
 * log is read by the organization's admins, the task only by its owner (ADR 0147).
 */
const auditShape = (row: PersonalTaskRow | undefined) =>
  row ? { due_date: row.dueDate, completed: row.completedAt !== null, version: row.version } : null;

const audit = (
  tx: DbOrTx,
  actor: Actor,
  action: string,
  id: string,
  before: PersonalTaskRow | undefined,
  after: PersonalTaskRow | undefined,
  requestId: string | undefined,
) =>
  writeAudit(tx, {
    organizationId: actor.organizationId,
    actorUserId: actor.userId,
    action,
    entityType: ENTITY,
    entityId: id,
    before: auditShape(before),
    after: auditShape(after),
    requestId: requestId ?? null,
  });

/** The caller's own task, or 404 (someone else's task does not exist for them). */
async function requireOwn(db: DbOrTx, actor: Actor, id: string): Promise<PersonalTaskRow> {
  const row = await findOwnTask(db, actor.userId, id);
  if (!row) throw notFound('Task');
  return row;
}

export async function getPersonalTask(db: Db, actor: Actor, id: string): Promise<PersonalTaskDto> {
  return toPersonalTaskDto(await requireOwn(db, actor, id));
}

export async function createPersonalTask(
  db: Db,
  actor: Actor,
  input: CreatePersonalTaskInput,
  requestId?: string,
): Promise<PersonalTaskDto> {
  return db.transaction(async (tx) => {
    const row = await insertPersonalTask(tx, {
      organizationId: actor.organizationId,
      ownerId: actor.userId,
      title: input.title,
      notes: input.notes,
      dueDate: input.due_date,
    });
    await audit(tx, actor, 'task.personal.create', row.id, undefined, row, requestId);
    return toPersonalTaskDto(row);
  });
}

/** 409 STALE_VERSION with the task as it is now (the transaction rolls back). */
async function refuseStale(tx: DbOrTx, actor: Actor, id: string): Promise<never> {
  const now = await requireOwn(tx, actor, id);
  throw staleVersion(toPersonalTaskDto(now), await latestChangeOf(tx, ENTITY, id));
}

/** Changes, completes, reopens or snoozes the caller's own task; conditional on `expectedVersion`. */
export async function updatePersonalTask(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdatePersonalTaskInput,
  requestId?: string,
  expectedVersion?: number,
): Promise<PersonalTaskDto> {
  return db.transaction(async (tx) => {
    const before = await requireOwn(tx, actor, id);
    if (expectedVersion !== undefined && before.version !== expectedVersion) await refuseStale(tx, actor, id);
    const patch: Parameters<typeof updatePersonalTaskRow>[2] = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.notes !== undefined) patch.notes = input.notes;
    if (input.due_date !== undefined) patch.dueDate = input.due_date;
    if (input.completed === true && before.completedAt === null) patch.completedAt = new Date();
    if (input.completed === false) patch.completedAt = null;
    if (!(await updatePersonalTaskRow(tx, id, patch, expectedVersion))) await refuseStale(tx, actor, id);
    const after = await requireOwn(tx, actor, id);
    await audit(tx, actor, 'task.personal.update', id, before, after, requestId);
    return toPersonalTaskDto(after);
  });
}

export async function deletePersonalTask(
  db: Db,
  actor: Actor,
  id: string,
  requestId?: string,
  expectedVersion?: number,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const before = await requireOwn(tx, actor, id);
    if (!(await deletePersonalTaskRow(tx, id, expectedVersion))) await refuseStale(tx, actor, id);
    await audit(tx, actor, 'task.personal.delete', id, before, undefined, requestId);
    return { ok: true as const };
  });
}
