import { entriesDue } from '@threshold/domain/rentals/charge-generation';
import type { GenerateChargesResult } from '@threshold/domain/rentals/rent-ledger.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { requireOrganization, today } from './rentals-access';
import {
  findLeaseIdsToCharge,
  findLedgers,
  insertLedgerEntries,
  lockLeasesForGeneration,
} from './rent-ledger.repository';
import { toLedgerLine } from './rentals.dto';

/** Leases generated per transaction (ADR 0158). */
export const GENERATION_BATCH = 250;

/**
 * Posts every charge and late fee due by `asOf` on every signed lease (of one organization, or all).
 * Idempotent (ADR 0110): leases are done in batches of GENERATION_BATCH (ADR 0158), each batch in one
 * transaction holding its leases' row locks (taken in id order), so two runs — a retry after a crash,
 * or two instances at once — serialize per lease and never deadlock; what they post is computed from
 * the ledger as it stands after the lock, and the unique (lease, generation_key) index refuses a
 * period's charge twice even if that lock were bypassed. The job runner calls this once a day.
 */
export async function generateDueCharges(
  db: Db,
  asOf: string,
  options: { organizationId?: string | null; batchSize?: number } = {},
): Promise<GenerateChargesResult> {
  const ids = await findLeaseIdsToCharge(db, asOf, options.organizationId ?? null);
  const batchSize = Math.max(1, options.batchSize ?? GENERATION_BATCH);
  let posted = 0;
  let postedCents = 0;
  for (let i = 0; i < ids.length; i += batchSize) {
    await db.transaction(async (tx) => {
      const locked = await lockLeasesForGeneration(tx, ids.slice(i, i + batchSize));
      if (locked.length === 0) return;
      const ledgers = new Map<string, ReturnType<typeof toLedgerLine>[]>();
      for (const row of await findLedgers(
        tx,
        locked.map((l) => l.id),
      )) {
        const lines = ledgers.get(row.leaseId) ?? [];
        lines.push(toLedgerLine(row));
        ledgers.set(row.leaseId, lines);
      }
      const rows = locked.flatMap((lease) =>
        entriesDue(
          {
            start_date: lease.startDate,
            end_date: lease.endDate,
            rent_cents: lease.rentCents,
            due_day: lease.dueDay,
            recurring_charges: lease.recurringCharges,
            late_fee: lease.lateFee,
          },
          ledgers.get(lease.id) ?? [],
          asOf,
        ).map((e) => ({
          organizationId: lease.organizationId,
          leaseId: lease.id,
          kind: e.kind,
          code: e.code,
          description: e.kind === 'late_fee' ? `Late fee ${e.period}` : `${e.label} ${e.period}`,
          period: e.period,
          entryDate: e.entry_date,
          dueDate: e.due_date,
          amountCents: e.amount_cents,
          generationKey: e.generation_key,
        })),
      );
      const inserted = await insertLedgerEntries(tx, rows);
      posted += inserted.length;
      postedCents += inserted.reduce((s, r) => s + r.amountCents, 0);
    });
  }
  return { as_of: asOf, leases: ids.length, posted, posted_cents: postedCents };
}

/** The staff route: the caller's organization (a system admin without one: every organization). */
export async function generateChargesFor(db: Db, actor: Actor, input: { as_of?: string }) {
  const organizationId = actor.organizationId ?? (actor.isSystemAdmin ? null : requireOrganization(actor));
  return generateDueCharges(db, input.as_of ?? today(), { organizationId });
}
