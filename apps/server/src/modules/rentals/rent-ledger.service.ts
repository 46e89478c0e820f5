import { canPostDeposit, depositHeld, type DepositEntryKind } from '@threshold/domain/rentals/deposit-ledger';
import type {
  LeaseLedgerDto,
  PostDepositEntryInput,
  PostLedgerEntryInput,
} from '@threshold/domain/rentals/rent-ledger.contract';
import { agingOf, ledgerTotals } from '@threshold/domain/rentals/rent-ledger';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import {
  findDepositLedger,
  findLedger,
  insertDepositEntry,
  insertLedgerEntries,
} from './rent-ledger.repository';
import { loadLease, today } from './rentals-access';
import { toLedgerEntryDtos, toLedgerLine } from './rentals.dto';

const PAYMENT_METHOD_LABELS = { check: 'Check', ach: 'ACH', cash: 'Cash', card: 'Card' } as const;

export async function getLeaseLedger(
  db: DbOrTx,
  actor: Actor,
  leaseId: string,
  asOf = today(),
): Promise<LeaseLedgerDto> {
  await loadLease(db, actor, leaseId);
  const [rows, deposits] = await Promise.all([findLedger(db, leaseId), findDepositLedger(db, leaseId)]);
  const lines = rows.map(toLedgerLine);
  const totals = ledgerTotals(lines);
  const aging = agingOf(lines, asOf);
  return {
    lease_id: leaseId,
    entries: toLedgerEntryDtos(rows),
    ...totals,
    overdue_cents: aging.overdue_cents,
    prepaid_cents: aging.prepaid_cents,
    aging: aging.aging,
    deposit: {
      held_cents: depositHeld(
        deposits.map((d) => ({ kind: d.kind as DepositEntryKind, amount_cents: d.amountCents })),
      ),
      entries: deposits.map((d) => ({
        id: d.id,
        kind: d.kind as DepositEntryKind,
        amount_cents: d.amountCents,
        reason: d.reason,
        entry_date: d.entryDate,
      })),
    },
  };
}

/** Payments, credits and adjustments: new entries only; a mistake is corrected by another entry (ADR 0110). */
export async function postLedgerEntry(
  db: Db,
  actor: Actor,
  leaseId: string,
  input: PostLedgerEntryInput,
  requestId?: string,
) {
  return db.transaction(async (tx) => {
    const lease = await loadLease(tx, actor, leaseId, { forUpdate: true });
    if (lease.lease.status === 'draft')
      throw new AppError('CONFLICT', 'A draft lease has no ledger yet: activate it first');
    const description =
      input.kind === 'payment'
        ? `Payment (${PAYMENT_METHOD_LABELS[input.method]}${input.reference ? ` ${input.reference}` : ''})`
        : input.reason;
    const [row] = await insertLedgerEntries(tx, [
      {
        organizationId: lease.lease.organizationId,
        leaseId,
        kind: input.kind,
        description,
        entryDate: input.entry_date,
        amountCents: input.amount_cents,
        method: input.kind === 'payment' ? input.method : null,
        reference: input.kind === 'payment' ? input.reference : null,
        createdBy: actor.userId,
      },
    ]);
    await writeAudit(tx, {
      organizationId: lease.lease.organizationId,
      actorUserId: actor.userId,
      action: `lease.ledger.${input.kind}`,
      entityType: 'lease',
      entityId: leaseId,
      after: { ...input, entry_id: row!.id },
      requestId,
    });
    return getLeaseLedger(tx, actor, leaseId);
  });
}

/** A deposit movement; applying it to the balance also posts a credit on the rent ledger. */
export async function postDepositEntry(
  db: Db,
  actor: Actor,
  leaseId: string,
  input: PostDepositEntryInput,
  requestId?: string,
) {
  return db.transaction(async (tx) => {
    const lease = await loadLease(tx, actor, leaseId, { forUpdate: true });
    const existing = await findDepositLedger(tx, leaseId);
    const lines = existing.map((d) => ({ kind: d.kind as DepositEntryKind, amount_cents: d.amountCents }));
    if (!canPostDeposit(lines, { kind: input.kind, amount_cents: input.amount_cents }))
      throw new AppError('VALIDATION_FAILED', 'More than the deposit held', {
        amount_cents: `At most ${depositHeld(lines)} cents are held`,
      });
    const organizationId = lease.lease.organizationId;
    await insertDepositEntry(tx, {
      organizationId,
      leaseId,
      kind: input.kind,
      amountCents: input.amount_cents,
      reason: input.reason,
      entryDate: input.entry_date,
      createdBy: actor.userId,
    });
    if (input.kind === 'applied_to_balance')
      await insertLedgerEntries(tx, [
        {
          organizationId,
          leaseId,
          kind: 'credit',
          description: `Security deposit applied: ${input.reason}`,
          entryDate: input.entry_date,
          amountCents: input.amount_cents,
          createdBy: actor.userId,
        },
      ]);
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: `lease.deposit.${input.kind}`,
      entityType: 'lease',
      entityId: leaseId,
      after: input,
      requestId,
    });
    return getLeaseLedger(tx, actor, leaseId);
  });
}
