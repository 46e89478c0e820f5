import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { depositLedgerEntries, leases, rentLedgerEntries } from './rentals.schema';

export type LedgerRow = typeof rentLedgerEntries.$inferSelect;
export type NewLedgerRow = typeof rentLedgerEntries.$inferInsert;

/** A lease's ledger in posting order: by entry date, then when it was recorded. */
export async function findLedger(db: DbOrTx, leaseId: string) {
  return db
    .select()
    .from(rentLedgerEntries)
    .where(eq(rentLedgerEntries.leaseId, leaseId))
    .orderBy(asc(rentLedgerEntries.entryDate), asc(rentLedgerEntries.createdAt), asc(rentLedgerEntries.id));
}

export async function findLedgers(db: DbOrTx, leaseIds: string[]) {
  if (leaseIds.length === 0) return [];
  return db
    .select()
    .from(rentLedgerEntries)
    .where(inArray(rentLedgerEntries.leaseId, leaseIds))
    .orderBy(asc(rentLedgerEntries.entryDate), asc(rentLedgerEntries.createdAt), asc(rentLedgerEntries.id));
}

/**
 * Inserts entries; a generated one whose (lease, generation_key) is already there is skipped, so a
 * second run or a second instance never posts a period twice. Answers the rows actually inserted.
 */
export async function insertLedgerEntries(db: DbOrTx, rows: NewLedgerRow[]) {
  const inserted: { id: string; amountCents: number }[] = [];
  // At most INSERT_ROWS rows a statement (the bind-parameter limit is 65,535).
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    inserted.push(
      ...(await db
        .insert(rentLedgerEntries)
        .values(rows.slice(i, i + INSERT_ROWS))
        .onConflictDoNothing({ target: [rentLedgerEntries.leaseId, rentLedgerEntries.generationKey] })
        .returning({ id: rentLedgerEntries.id, amountCents: rentLedgerEntries.amountCents })),
    );
  }
  return inserted;
}
const INSERT_ROWS = 2_000;

export async function findDepositLedger(db: DbOrTx, leaseId: string) {
  return db
    .select()
    .from(depositLedgerEntries)
    .where(eq(depositLedgerEntries.leaseId, leaseId))
    .orderBy(asc(depositLedgerEntries.entryDate), asc(depositLedgerEntries.createdAt));
}

export async function insertDepositEntry(db: DbOrTx, values: typeof depositLedgerEntries.$inferInsert) {
  const [row] = await db.insert(depositLedgerEntries).values(values).returning();
  return row!;
}

/** Leases that accrue charges on `asOf`: signed (active or notice) and started. */
export async function findLeaseIdsToCharge(db: DbOrTx, asOf: string, organizationId: string | null) {
  const rows = await db
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        inArray(leases.status, ['active', 'notice']),
        lte(leases.startDate, asOf),
        organizationId ? eq(leases.organizationId, organizationId) : sql`true`,
      ),
    )
    .orderBy(asc(leases.id));
  return rows.map((r) => r.id);
}

/**
 * Locks a batch of leases for generation, in id order (so two runs over the same leases never
 * deadlock), and answers the terms of those still chargeable.
 */
export async function lockLeasesForGeneration(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(leases)
    .where(and(inArray(leases.id, ids), inArray(leases.status, ['active', 'notice'])))
    .orderBy(asc(leases.id))
    .for('update');
}
