import { z } from 'zod';
import { AddParticipantInput } from '@threshold/domain/transactions/add-participant.contract';
import type {
  ListApprovalsQuery,
  RejectChangeInput,
} from '@threshold/domain/transactions/approvals.contract';
import { CreateKeyDateInput, UpdateKeyDateInput } from '@threshold/domain/transactions/key-dates.contract';
import { TransitionTransactionInput } from '@threshold/domain/transactions/transition-transaction.contract';
import { UpdateParticipantInput } from '@threshold/domain/transactions/update-participant.contract';
import { UpdateTransactionInput } from '@threshold/domain/transactions/update-transaction.contract';
import { loadActor, type Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/http/errors';
import { parseWith } from '../../../platform/http/route';
import { loadDeal } from '../deals/transaction-access';
import {
  findChangeRequests,
  getChangeRequest,
  updateChangeRequest,
  type ChangeRequestRow,
} from './transaction-approvals.repository';
import { toApprovalDto } from './transaction-approvals.dto';
import { auditDeal, type WriteContext } from '../deals/transaction-audit';
import { applyKeyDateChange } from '../schedule/transaction-dates.service';
import {
  applyAddParticipant,
  applyRemoveParticipant,
  applyUpdateParticipant,
} from '../people/transaction-participants.service';
import { applyTransition } from '../deals/transaction-status.service';
import { getUserAccount } from '../deals/transaction-people.repository';
import { decodeTimeCursor, encodeCursor } from '../../../platform/db/keyset-cursor';
import { applyUpdate } from '../deals/transactions.service';

export async function listApprovals(db: Db, actor: Actor, query: ListApprovalsQuery) {
  const after = query.cursor ? decodeTimeCursor(query.cursor, 'approvals') : null;
  const inbox = { box: query.box, userId: actor.userId, status: query.status };
  const rows = await findChangeRequests(db, inbox, query.limit, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toApprovalDto(row, actor)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(['approvals', last.sortAt, last.id]) : null,
  };
}

const ParticipantRef = z.object({ participant_id: z.uuid() });
/** The version a stored change was based on (ADR 0082); absent for drafts sent without one. */
const basedOn = (version: unknown) => (typeof version === 'number' ? version : undefined);

/** A stored payload's fields, and the version of the record the draft was based on (ADR 0082), if any. */
function splitVersion(payload: Record<string, unknown>) {
  const { version, ...fields } = payload;
  return { fields, basedOn: typeof version === 'number' ? version : undefined };
}

/** Applies a stored change as the person who drafted it; the payload is validated again first. */
async function applyStoredChange(tx: DbOrTx, ctx: WriteContext, row: ChangeRequestRow) {
  const id = row.transactionId;
  const p = row.payload;
  switch (row.kind) {
    case 'update': {
      const { fields, basedOn } = splitVersion(p);
      return applyUpdate(tx, ctx, id, parseWith(UpdateTransactionInput, fields, 'stored change'), basedOn);
    }
    case 'transition': {
      const { fields, basedOn } = splitVersion(p);
      return applyTransition(
        tx,
        ctx,
        id,
        parseWith(TransitionTransactionInput, fields, 'stored change'),
        basedOn,
      );
    }
    case 'add_participant':
      return applyAddParticipant(tx, ctx, id, parseWith(AddParticipantInput, p, 'stored change'));
    case 'update_participant': {
      const { participant_id, version, ...rest } = p;
      return applyUpdateParticipant(
        tx,
        ctx,
        id,
        parseWith(ParticipantRef, { participant_id }, 'stored change').participant_id,
        parseWith(UpdateParticipantInput, rest, 'stored change'),
        basedOn(version),
      );
    }
    case 'remove_participant': {
      const { version, ...ref } = p;
      return applyRemoveParticipant(
        tx,
        ctx,
        id,
        parseWith(ParticipantRef, ref, 'stored change').participant_id,
        basedOn(version),
      );
    }
    case 'set_date':
    case 'delete_date': {
      const op = p.op;
      if (op === 'create')
        return applyKeyDateChange(tx, ctx, id, {
          op,
          input: parseWith(CreateKeyDateInput, p.input, 'stored change'),
        });
      if (op === 'update')
        return applyKeyDateChange(
          tx,
          ctx,
          id,
          { op, key: String(p.key), input: parseWith(UpdateKeyDateInput, p.input, 'stored change') },
          basedOn(p.version),
        );
      return applyKeyDateChange(tx, ctx, id, { op: 'delete', key: String(p.key) }, basedOn(p.version));
    }
    default:
      throw new AppError('CONFLICT', `Unknown change kind ${row.kind}`);
  }
}

/** A pending change of someone the caller supervises, on a deal the caller can see; otherwise 404. */
async function loadPendingForSupervisor(db: Db, actor: Actor, approvalId: string) {
  const row = await getChangeRequest(db, approvalId, { supervisedBy: actor.userId });
  if (!row) throw notFound('Approval');
  await loadDeal(db, actor, row.transactionId).catch(() => {
    throw notFound('Approval');
  });
  if (row.status !== 'pending') throw new AppError('CONFLICT', `This change was already ${row.status}`);
  return row;
}

async function reread(db: Db, actor: Actor, approvalId: string) {
  return toApprovalDto((await getChangeRequest(db, approvalId))!, actor);
}

/**
 * Approving applies the change in the same database transaction as the decision. When the change can
 * no longer be applied (the deal moved on, a participant left), the request is marked failed with the
 * reason instead, and nothing else changes.
 */
export async function approveChange(
  db: Db,
  actor: Actor,
  approvalId: string,
  note: string | undefined,
  requestId?: string,
) {
  const row = await loadPendingForSupervisor(db, actor, approvalId);
  const drafter = await loadActor(db, (await getUserAccount(db, row.requestedBy))!);
  const deal = { id: row.transactionId, organizationId: row.organizationId };
  try {
    await db.transaction(async (tx) => {
      const locked = await getChangeRequest(tx, approvalId, { pendingOnly: true, forUpdate: true });
      if (!locked) throw new AppError('CONFLICT', 'This change was already decided');
      await applyStoredChange(tx, { actor: drafter, requestId, approvedBy: actor.userId }, locked);
      await updateChangeRequest(tx, approvalId, {
        status: 'approved',
        decidedBy: actor.userId,
        decidedAt: new Date(),
        decisionNote: note ?? null,
      });
      await auditDeal(tx, { actor, requestId }, deal, 'change.approve', null, {
        change_request_id: approvalId,
        kind: row.kind,
        summary: row.summary,
      });
    });
  } catch (error) {
    if (
      !(error instanceof AppError) ||
      error.status >= 500 ||
      error.message === 'This change was already decided'
    )
      throw error;
    const reason = [error.message, ...Object.entries(error.fields ?? {}).map(([k, v]) => `${k}: ${v}`)].join(
      ' — ',
    );
    await db.transaction(async (tx) => {
      await updateChangeRequest(tx, approvalId, {
        status: 'failed',
        decidedBy: actor.userId,
        decidedAt: new Date(),
        decisionNote: note ?? null,
        failureReason: reason,
      });
      await auditDeal(tx, { actor, requestId }, deal, 'change.fail', null, {
        change_request_id: approvalId,
        kind: row.kind,
        reason,
      });
    });
  }
  return reread(db, actor, approvalId);
}

export async function rejectChange(
  db: Db,
  actor: Actor,
  approvalId: string,
  input: RejectChangeInput,
  requestId?: string,
) {
  const row = await loadPendingForSupervisor(db, actor, approvalId);
  await db.transaction(async (tx) => {
    await updateChangeRequest(tx, approvalId, {
      status: 'rejected',
      decidedBy: actor.userId,
      decidedAt: new Date(),
      decisionNote: input.note,
    });
    await auditDeal(
      tx,
      { actor, requestId },
      { id: row.transactionId, organizationId: row.organizationId },
      'change.reject',
      null,
      { change_request_id: approvalId, kind: row.kind, note: input.note },
    );
  });
  return reread(db, actor, approvalId);
}
