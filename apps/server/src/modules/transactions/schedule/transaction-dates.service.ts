import { validateKeyDates, type KeyDateDefinition } from '@threshold/domain/transactions/deadlines';
import type {
  CreateKeyDateInput,
  UpdateKeyDateInput,
} from '@threshold/domain/transactions/key-dates.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/http/errors';
import { latestChangeOf } from '../../../platform/audit/audit-latest.repository';
import { staleVersion } from '../../../platform/http/versioning';
import { assertCanEdit, loadDeal } from '../deals/transaction-access';
import { auditDeal, type WriteContext } from '../deals/transaction-audit';
import { queueChange } from '../approvals/transaction-change-queue';
import { currentDates, saveKeyDates } from './transaction-dates-engine';
import { deleteKeyDateRow, findKeyDates, unlinkTasks } from './transaction-dates.repository';
import { toKeyDateDtos } from './transaction-dates.dto';
import { getTransactionRow, touchTransaction } from '../deals/transactions.repository';
import { organizationToday } from '../../organizations/organization-time-zone.service';

/**
 * One payload shape for every date change, so a queued change applies the same way:
 * create (definition with key), update (merge into the current one), delete.
 */
export type DateChange =
  | { op: 'create'; input: CreateKeyDateInput }
  | { op: 'update'; key: string; input: UpdateKeyDateInput }
  | { op: 'delete'; key: string };

export async function listKeyDates(db: Db, actor: Actor, id: string) {
  const { row } = await loadDeal(db, actor, id);
  return {
    items: toKeyDateDtos(await findKeyDates(db, id), await organizationToday(db, row.organizationId)),
  };
}

/** Today in the deal's organization's time zone (ADR 0137): when its deadlines turn overdue. */
async function dealToday(db: DbOrTx, id: string): Promise<string> {
  return organizationToday(db, (await getTransactionRow(db, id))?.organizationId ?? null);
}

/** One key date as GET /dates/:key answers it (its rule is described with the other dates' labels). */
async function keyDateDto(db: DbOrTx, id: string, key: string) {
  const dto = toKeyDateDtos(await findKeyDates(db, id), await dealToday(db, id)).find((d) => d.key === key);
  if (!dto) throw notFound('Key date');
  return dto;
}

export async function getKeyDateOfDeal(db: Db, actor: Actor, id: string, key: string) {
  await loadDeal(db, actor, id);
  return keyDateDto(db, id, key);
}

/**
 * 409 STALE_VERSION with the date as it is now (404 when gone) and who changed it last: an edit of
 * it, or of a date it counts from (which moved it).
 */
async function refuseStale(db: DbOrTx, id: string, key: string): Promise<never> {
  const current = await keyDateDto(db, id, key);
  throw staleVersion(
    current,
    await latestChangeOf(db, 'transaction', id, { parts: [{ date: { key } }, { moved: [{ key }] }] }),
  );
}

/** The version check before anything is validated, queued or written (the write checks it again). */
async function assertVersion(
  db: DbOrTx,
  id: string,
  rows: { key: string; version: number }[],
  change: DateChange,
  expectedVersion: number | undefined,
) {
  if (change.op === 'create' || expectedVersion === undefined) return;
  const row = rows.find((r) => r.key === change.key);
  if (row && row.version !== expectedVersion) await refuseStale(db, id, change.key);
}

function nextDefinitions(
  defs: KeyDateDefinition[],
  change: DateChange,
): { next: KeyDateDefinition[]; completed?: Map<string, Date | null> } {
  if (change.op === 'create') {
    if (defs.some((d) => d.key === change.input.key))
      throw new AppError('CONFLICT', 'This deal already has that date', { key: 'Already exists' });
    const { key, label, kind, date, anchor_key, offset_days, business_days, roll, is_deadline } =
      change.input;
    return {
      next: [
        ...defs,
        {
          key,
          label,
          kind,
          date: kind === 'absolute' ? date : null,
          anchorKey: kind === 'relative' ? anchor_key : null,
          offsetDays: offset_days,
          businessDays: business_days,
          roll,
          isDeadline: is_deadline,
        },
      ],
    };
  }
  const current = defs.find((d) => d.key === change.key);
  if (!current) throw notFound('Key date');
  if (change.op === 'delete') {
    const dependents = defs.filter((d) => d.kind === 'relative' && d.anchorKey === change.key);
    if (dependents.length)
      throw new AppError(
        'CONFLICT',
        `Other dates count from this one: ${dependents.map((d) => d.label).join(', ')}`,
        { key: 'Has dependent dates' },
      );
    return { next: defs.filter((d) => d.key !== change.key) };
  }
  const i = change.input;
  const kind = i.kind ?? current.kind;
  const merged: KeyDateDefinition = {
    ...current,
    label: i.label ?? current.label,
    kind,
    date: kind === 'absolute' ? (i.date !== undefined ? i.date : current.date) : null,
    anchorKey: kind === 'relative' ? (i.anchor_key !== undefined ? i.anchor_key : current.anchorKey) : null,
    offsetDays: i.offset_days ?? (kind === 'absolute' ? 0 : current.offsetDays),
    businessDays: i.business_days ?? current.businessDays,
    roll: i.roll ?? current.roll,
    isDeadline: i.is_deadline ?? current.isDeadline,
  };
  const completed =
    i.completed === undefined ? undefined : new Map([[change.key, i.completed ? new Date() : null]]);
  return { next: defs.map((d) => (d.key === change.key ? merged : d)), ...(completed && { completed }) };
}

const FIELD_OF_ISSUE = (changedKey: string) => (key: string) =>
  key === changedKey ? 'anchor_key' : `dates.${key}`;

function describe(change: DateChange): string {
  if (change.op === 'create') return `Add date ${change.input.label}`;
  if (change.op === 'delete') return `Remove date ${change.key}`;
  const parts = Object.entries(change.input).map(([k, v]) => `${k} = ${v}`);
  return `Change date ${change.key}: ${parts.join(', ')}`;
}

/** Validates against the current dates (400/404/409 before anything is queued), then applies or queues. */
export async function changeKeyDate(
  db: Db,
  actor: Actor,
  id: string,
  change: DateChange,
  requestId?: string,
  expectedVersion?: number,
) {
  const access = await loadDeal(db, actor, id);
  assertCanEdit(access);
  if (access.editsNeedApproval) {
    const { rows, defs } = await currentDates(db, id);
    await assertVersion(db, id, rows, change, expectedVersion);
    const { next } = nextDefinitions(defs, change);
    const changedKey = change.op === 'create' ? change.input.key : change.key;
    const issues = validateKeyDates(next);
    if (issues.length)
      throw new AppError(
        'VALIDATION_FAILED',
        'These dates do not work together',
        Object.fromEntries(issues.map((x) => [FIELD_OF_ISSUE(changedKey)(x.key), x.message])),
      );
    return queueChange(
      db,
      actor,
      access,
      {
        kind: change.op === 'delete' ? 'delete_date' : 'set_date',
        // The draft keeps the version of the date it was based on: approving it after the date moved fails.
        payload: { ...change, ...(expectedVersion !== undefined && { version: expectedVersion }) },
        summary: describe(change),
      },
      requestId,
    );
  }
  return db.transaction((tx) => applyKeyDateChange(tx, { actor, requestId }, id, change, expectedVersion));
}

/**
 * Applies a date change; an update or delete with `expectedVersion` only if the date the user edited
 * is still at it. Dates that count from it move with it (and bump their own versions).
 */
export async function applyKeyDateChange(
  tx: DbOrTx,
  ctx: WriteContext,
  id: string,
  change: DateChange,
  expectedVersion?: number,
) {
  const access = await loadDeal(tx, ctx.actor, id, { forUpdate: true });
  assertCanEdit(access);
  const { rows, defs } = await currentDates(tx, id);
  await assertVersion(tx, id, rows, change, expectedVersion);
  const { next, completed } = nextDefinitions(defs, change);
  const changedKey = change.op === 'create' ? change.input.key : change.key;
  const onStale = () => refuseStale(tx, id, changedKey);
  if (change.op === 'delete') {
    await unlinkTasks(tx, id, [change.key]);
    const row = rows.find((r) => r.key === change.key)!;
    if (!(await deleteKeyDateRow(tx, row.id, expectedVersion))) await onStale();
  }
  const remaining = change.op === 'delete' ? rows.filter((r) => r.key !== change.key) : rows;
  const saved = await saveKeyDates(tx, id, remaining, next, {
    fieldFor: FIELD_OF_ISSUE(changedKey),
    ...(completed && { completed }),
    ...(change.op === 'update' && { edited: { key: change.key, expectedVersion, onStale } }),
  });
  await touchTransaction(tx, id);
  const before = defs.find((d) => d.key === changedKey) ?? null;
  const after = next.find((d) => d.key === changedKey) ?? null;
  const action =
    change.op === 'create' ? 'date.create' : change.op === 'delete' ? 'date.delete' : 'date.update';
  await auditDeal(
    tx,
    ctx,
    access.row,
    action,
    { date: before },
    {
      date: after,
      completed: completed?.get(changedKey) ?? undefined,
      moved: saved.moved,
      moved_tasks: saved.movedTasks,
    },
  );
  return {
    outcome: 'applied' as const,
    dates: toKeyDateDtos(await findKeyDates(tx, id), await organizationToday(tx, access.row.organizationId)),
    moved: saved.moved,
    moved_tasks: saved.movedTasks,
  };
}
