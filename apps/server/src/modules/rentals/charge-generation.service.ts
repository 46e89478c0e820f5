import { entriesDue } from '@threshold/domain/rentals/charge-generation';
import type { GenerateChargesResult } from '@threshold/domain/rentals/rent-ledger.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { requireOrganization, today } from './rentals-access';
import {
  findLeaseIdsToCharge,
  findLedger,
  insertLedgerEntries,
  lockLeaseForGeneration,
} from './rent-ledger.repository';
import { toLedgerLine } from './rentals.dto';

/**
 * Posts every charge and late fee due by `asOf` on every signed lease (of one organization, or all).
 * Idempotent (ADR 0110): each lease is done in its own transaction holding the lease's row lock, so
 * two runs — a retry after a crash, or two instances at once — serialize per lease; what they post is
 * computed from the ledger as it stands, and the unique (lease, generation_key) index refuses a
 * period's charge twice even if that lock were bypassed. The job runner calls this once a day.
 */
export async function generateDueCharges(
  db: Db,
  asOf: string,
  options: { organizationId?: string | null } = {},
): Promise<GenerateChargesResult> {
  const ids = await findLeaseIdsToCharge(db, asOf, options.organizationId ?? null);
  let posted = 0;
  let postedCents = 0;
  for (const id of ids) {
    await db.transaction(async (tx) => {
      const lease = await lockLeaseForGeneration(tx, id);
      if (!lease) return;
      const existing = (await findLedger(tx, id)).map(toLedgerLine);
      const due = entriesDue(
        {
          start_date: lease.startDate,
          end_date: lease.endDate,
          rent_cents: lease.rentCents,
          due_day: lease.dueDay,
          recurring_charges: lease.recurringCharges,
          late_fee: lease.lateFee,
        },
        existing,
        asOf,
      );
      const inserted = await insertLedgerEntries(
        tx,
        due.map((e) => ({
          organizationId: lease.organizationId,
          leaseId: id,
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
