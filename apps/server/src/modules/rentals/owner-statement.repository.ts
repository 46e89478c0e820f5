import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { leases, ownerExpenses, rentalOwners, rentLedgerEntries } from './rentals.schema';

/** Payments received in [from, to] on the property's leases. */
export async function collectedOnProperty(db: DbOrTx, rentalPropertyId: string, from: string, to: string) {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${rentLedgerEntries.amountCents}), 0)` })
    .from(rentLedgerEntries)
    .innerJoin(leases, eq(leases.id, rentLedgerEntries.leaseId))
    .where(
      and(
        eq(leases.rentalPropertyId, rentalPropertyId),
        eq(rentLedgerEntries.kind, 'payment'),
        between(rentLedgerEntries.entryDate, from, to),
      ),
    );
  return Number(row?.cents ?? 0);
}

export async function expensesOfProperty(db: DbOrTx, rentalPropertyId: string, from: string, to: string) {
  return db
    .select({
      description: ownerExpenses.description,
      amountCents: ownerExpenses.amountCents,
      expenseDate: ownerExpenses.expenseDate,
    })
    .from(ownerExpenses)
    .where(
      and(eq(ownerExpenses.rentalPropertyId, rentalPropertyId), between(ownerExpenses.expenseDate, from, to)),
    )
    .orderBy(asc(ownerExpenses.expenseDate));
}

/** Each owner's management fee rate for the property. */
export async function ownerFeeRates(db: DbOrTx, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  return db
    .select({ id: rentalOwners.id, feeBps: rentalOwners.managementFeeBps })
    .from(rentalOwners)
    .where(inArray(rentalOwners.id, ownerIds));
}
