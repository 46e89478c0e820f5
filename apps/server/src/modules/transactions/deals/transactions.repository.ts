import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/authz/actor';
import type { DbOrTx } from '../../../platform/db/client';
import { userProfiles } from '../../identity/identity.schema';
import { teams } from '../../organizations/organizations.schema';
import { transactionParticipants, transactions } from '../transactions.schema';
import { transactionScope } from './transactions-scope.sql';
import { updateIfVersion } from '../../../platform/db/versioned-write.repository';

/** The columns every deal read selects (explicit; the DTO layer decides what leaves the server). */
export const TRANSACTION_COLUMNS = {
  id: transactions.id,
  organizationId: transactions.organizationId,
  ownerId: transactions.ownerId,
  ownerFirstName: userProfiles.firstName,
  ownerLastName: userProfiles.lastName,
  teamId: transactions.teamId,
  teamName: teams.name,
  title: transactions.title,
  type: transactions.type,
  side: transactions.side,
  status: transactions.status,
  fallThroughReason: transactions.fallThroughReason,
  addressLine1: transactions.addressLine1,
  addressLine2: transactions.addressLine2,
  city: transactions.city,
  state: transactions.state,
  postalCode: transactions.postalCode,
  mlsNumber: transactions.mlsNumber,
  propertyType: transactions.propertyType,
  beds: transactions.beds,
  baths: transactions.baths,
  squareFeet: transactions.squareFeet,
  yearBuilt: transactions.yearBuilt,
  listPriceCents: transactions.listPriceCents,
  offerPriceCents: transactions.offerPriceCents,
  salePriceCents: transactions.salePriceCents,
  earnestMoneyCents: transactions.earnestMoneyCents,
  financingType: transactions.financingType,
  commission: transactions.commission,
  closingDate: transactions.closingDate,
  createdBy: transactions.createdBy,
  statusChangedAt: transactions.statusChangedAt,
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
  version: transactions.version,
};

export type TransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];
export type TransactionInsert = typeof transactions.$inferInsert;
export type TransactionPatch = Partial<Omit<TransactionInsert, 'id' | 'organizationId' | 'createdAt'>>;

export function selectTransactions(db: DbOrTx) {
  return db
    .select(TRANSACTION_COLUMNS)
    .from(transactions)
    .leftJoin(userProfiles, eq(userProfiles.id, transactions.ownerId))
    .leftJoin(teams, eq(teams.id, transactions.teamId));
}

/**
 * One deal; with `visibleTo`, only when it is in that caller's scope (a deal outside it reads as
 * missing). `forUpdate` locks the row for the rest of the transaction.
 */
export async function getTransactionRow(
  db: DbOrTx,
  id: string,
  options: { visibleTo?: Actor; forUpdate?: boolean } = {},
): Promise<TransactionRow | null> {
  const query = selectTransactions(db)
    .where(and(eq(transactions.id, id), options.visibleTo ? transactionScope(options.visibleTo) : undefined))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: transactions }) : await query;
  return (row as TransactionRow | undefined) ?? null;
}

export async function insertTransaction(tx: DbOrTx, values: TransactionInsert): Promise<string> {
  const [row] = await tx.insert(transactions).values(values).returning({ id: transactions.id });
  return row!.id;
}

/** Conditional when `expectedVersion` is given (ADR 0082); false = the deal moved on (nothing written). */
export async function updateTransactionRow(
  tx: DbOrTx,
  id: string,
  patch: TransactionPatch,
  expectedVersion?: number,
): Promise<boolean> {
  return updateIfVersion(tx, transactions, id, expectedVersion, { ...patch, updatedAt: new Date() });
}

/** Touches updated_at (a child record changed) so lists sorted by activity show the deal on top. */
export async function touchTransaction(tx: DbOrTx, id: string) {
  await tx.update(transactions).set({ updatedAt: new Date() }).where(eq(transactions.id, id));
}

/**
 * Rebuilds search_text from the deal's address, MLS number and participant names, in SQL so the
 * seed can refresh thousands of deals in one statement.
 */
export async function refreshSearchText(tx: DbOrTx, which: string[] | { organizationId: string }) {
  const names = sql`(select string_agg(p.first_name || ' ' || p.last_name || coalesce(' ' || p.company, ''), ' ')
    from ${transactionParticipants} p where p.transaction_id = ${transactions.id})`;
  await tx
    .update(transactions)
    .set({
      searchText: sql`lower(concat_ws(' ', ${transactions.title}, ${transactions.addressLine1}, ${transactions.addressLine2}, ${transactions.city}, ${transactions.state}, ${transactions.postalCode}, ${transactions.mlsNumber}, ${names}))`,
    })
    .where(
      Array.isArray(which)
        ? inArray(transactions.id, which.length ? which : ['00000000-0000-0000-0000-000000000000'])
        : eq(transactions.organizationId, which.organizationId),
    );
}
