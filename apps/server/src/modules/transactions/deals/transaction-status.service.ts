import { recordDealChange } from './transaction-realtime';
import { isFallThroughStatus } from '@threshold/domain/transactions/fall-through-reason';
import { ACCEPTANCE_DATE_KEY } from '@threshold/domain/transactions/key-date-defaults';
import {
  findTransition,
  STATUS_LABELS,
  type TransactionStatus,
} from '@threshold/domain/transactions/transaction-status';
import type {
  StatusChangeDto,
  TransitionTransactionInput,
} from '@threshold/domain/transactions/transition-transaction.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { accessFor, assertCanEdit, loadDeal, type DealAccess } from './transaction-access';
import { auditDeal, type WriteContext } from './transaction-audit';
import { queueChange } from '../approvals/transaction-change-queue';
import { checklistProgress } from '../checklist/transaction-checklist.repository';
import { currentDates, saveKeyDates, today } from '../schedule/transaction-dates-engine';
import { buildDetail } from './transaction-detail';
import { findNames } from './transaction-people.repository';
import { getTransactionRow, updateTransactionRow } from './transactions.repository';
import { findStatusHistory, insertStatusChange } from './transaction-status-history.repository';
import { refuseStaleDeal } from './transactions.service';

type HistoryRow = Awaited<ReturnType<typeof findStatusHistory>>[number];

async function toChangeDtos(db: DbOrTx, rows: HistoryRow[]): Promise<StatusChangeDto[]> {
  const names = await findNames(
    db,
    rows.map((r) => r.changedBy).filter((v): v is string => !!v),
  );
  return rows.map((r) => ({
    id: r.id!,
    from_status: r.fromStatus as TransactionStatus | null,
    to_status: r.toStatus as TransactionStatus,
    reason: r.reason,
    override: r.override ?? false,
    changed_by: r.changedBy
      ? { id: r.changedBy, ...(names.get(r.changedBy) ?? { first_name: null, last_name: null }) }
      : null,
    changed_at: r.changedAt!.toISOString(),
  }));
}

export async function listStatusHistory(db: Db, actor: Actor, id: string) {
  await loadDeal(db, actor, id);
  const rows = await findStatusHistory(db, id);
  return { items: await toChangeDtos(db, rows) };
}

/** A deal that falls through says why, from the fixed list (ADR 0155); other moves take none. */
function checkFallThroughReason(input: TransitionTransactionInput) {
  const fellThrough = isFallThroughStatus(input.to);
  if (fellThrough && !input.fall_through_reason)
    throw new AppError('VALIDATION_FAILED', 'Say why the deal fell through', {
      fall_through_reason: 'Required',
    });
  if (!fellThrough && input.fall_through_reason)
    throw new AppError('VALIDATION_FAILED', 'Only a cancelled or withdrawn deal has a fall-through reason', {
      fall_through_reason: 'Only for cancelled or withdrawn',
    });
}

/**
 * The lifecycle rules for one requested transition. Returns whether the closing gate is being
 * overridden. 409 for transitions that are not allowed or blocked by the checklist.
 */
async function checkTransition(
  db: DbOrTx,
  access: DealAccess,
  input: TransitionTransactionInput,
): Promise<{ override: boolean }> {
  assertCanEdit(access);
  const from = access.row.status as TransactionStatus;
  const rule = findTransition(from, input.to);
  if (!rule)
    throw new AppError(
      'CONFLICT',
      `A deal cannot move from ${STATUS_LABELS[from]} to ${STATUS_LABELS[input.to]}`,
      { to: 'Not allowed from the current status' },
    );
  if (rule.brokerOnly && !access.brokerAuthority)
    throw new AppError('FORBIDDEN', 'Only a broker can re-open an ended deal', { to: 'Brokers only' });
  if (rule.reasonRequired && !input.reason)
    throw new AppError('VALIDATION_FAILED', 'Give a reason for this change', { reason: 'Required' });
  checkFallThroughReason(input);
  if (!rule.checklistGate) return { override: false };
  const progress = await checklistProgress(db, access.row.id);
  const missing = progress.required - progress.requiredApproved;
  if (missing === 0) return { override: false };
  if (!input.override) {
    throw new AppError(
      'CONFLICT',
      `${missing} required checklist item${missing === 1 ? ' is' : 's are'} not approved yet`,
      { checklist: `${missing} required items not approved` },
    );
  }
  if (!access.brokerAuthority)
    throw new AppError('FORBIDDEN', 'Only a broker can close a deal with an incomplete checklist', {
      override: 'Brokers only',
    });
  if (!input.reason)
    throw new AppError('VALIDATION_FAILED', 'Say why the deal closes with an incomplete checklist', {
      reason: 'Required for an override',
    });
  return { override: true };
}

/**
 * A status change is based on the deal as the caller saw it (issue 19): with `expectedVersion`, a deal
 * that moved on since is refused with 409 STALE_VERSION. A supervised role's change is queued with
 * that version, and approving it applies it on the same condition.
 */
export async function transitionTransaction(
  db: Db,
  actor: Actor,
  id: string,
  input: TransitionTransactionInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const access = await loadDeal(db, actor, id);
  if (expectedVersion !== undefined && access.row.version !== expectedVersion)
    await refuseStaleDeal(db, access);
  await checkTransition(db, access, input);
  if (access.editsNeedApproval) {
    const summary = `Status: ${STATUS_LABELS[access.row.status as TransactionStatus]} → ${STATUS_LABELS[input.to]}${input.reason ? ` (${input.reason})` : ''}`;
    const payload = { ...input, ...(expectedVersion !== undefined && { version: expectedVersion }) };
    return queueChange(db, actor, access, { kind: 'transition', payload, summary }, requestId);
  }
  const result = await db.transaction((tx) =>
    applyTransition(tx, { actor, requestId }, id, input, expectedVersion),
  );
  await recordDealChange(db, 'update', id, { status: input.to });
  return result;
}

export async function applyTransition(
  tx: DbOrTx,
  ctx: WriteContext,
  id: string,
  input: TransitionTransactionInput,
  expectedVersion?: number,
) {
  const access = await loadDeal(tx, ctx.actor, id, { forUpdate: true });
  if (expectedVersion !== undefined && access.row.version !== expectedVersion)
    await refuseStaleDeal(tx, access);
  const { override } = await checkTransition(tx, access, input);
  const now = new Date();
  const fallThroughReason = input.fall_through_reason ?? null;
  const patch = { status: input.to, statusChangedAt: now, fallThroughReason };
  if (!(await updateTransactionRow(tx, id, patch, expectedVersion)))
    await refuseStaleDeal(tx, access);
  const change = await insertStatusChange(tx, {
    transactionId: id,
    fromStatus: access.row.status,
    toStatus: input.to,
    reason: input.reason ?? null,
    override,
    changedBy: ctx.actor.userId,
    changedAt: now,
  });
  // Entering under contract starts the contract clock: acceptance defaults to today, dependents follow.
  let moved: Awaited<ReturnType<typeof saveKeyDates>>['moved'] = [];
  if (input.to === 'under_contract') {
    const { rows, defs } = await currentDates(tx, id);
    const acceptance = defs.find((d) => d.key === ACCEPTANCE_DATE_KEY);
    if (acceptance && acceptance.kind === 'absolute' && !acceptance.date) {
      moved = (
        await saveKeyDates(
          tx,
          id,
          rows,
          defs.map((d) => (d === acceptance ? { ...d, date: today() } : d)),
        )
      ).moved;
    }
  }
  await auditDeal(
    tx,
    ctx,
    access.row,
    'transaction.transition',
    { status: access.row.status, fall_through_reason: access.row.fallThroughReason },
    { status: input.to, reason: input.reason ?? null, fall_through_reason: fallThroughReason, override, moved },
  );
  const after = accessFor(ctx.actor, (await getTransactionRow(tx, id))!);
  const [dto] = await toChangeDtos(tx, [change]);
  return { outcome: 'applied' as const, transaction: await buildDetail(tx, after), change: dto! };
}
