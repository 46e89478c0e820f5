import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TransactionSort } from '@threshold/domain/transactions/list-transactions.contract';
import type { DbOrTx } from '../../../platform/db/client';
import { userProfiles } from '../../identity/identity.schema';
import { teams } from '../../organizations/organizations.schema';
import { transactions } from '../transactions.schema';
import { isRealDay, isTimestampText, timestampText } from '../../../platform/db/keyset-cursor';
import { viewConditions, type DealView } from './transactions-filters.sql';
import { selectTransactions, TRANSACTION_COLUMNS, type TransactionRow } from './transactions.repository';

/**
 * Sort expressions never yield NULL (NULLs are mapped past either end so they come last), which
 * keeps keyset pagination a plain row comparison: (sort value, id) beyond the cursor. The cursor
 * carries the sort value as text in a fixed format (`text`), checked by `valid` before it is cast
 * back, so a forged cursor is a 400, never a database error.
 */
interface SortSpec {
  asc: SQL;
  desc: SQL;
  cast: SQL;
  text: (expr: SQL) => SQL;
  valid: (value: string) => boolean;
}

const timestampSort = (column: SQL): SortSpec => ({
  asc: column,
  desc: column,
  cast: sql`timestamptz`,
  text: (expr) => timestampText(expr),
  valid: isTimestampText,
});

const SORTS: Record<string, SortSpec> = {
  updated_at: timestampSort(sql`${transactions.updatedAt}`),
  created_at: timestampSort(sql`${transactions.createdAt}`),
  closing_date: {
    asc: sql`coalesce(${transactions.closingDate}, 'infinity'::date)`,
    desc: sql`coalesce(${transactions.closingDate}, '-infinity'::date)`,
    cast: sql`date`,
    text: (expr) => sql`(${expr})::text`,
    valid: (v) => v === 'infinity' || v === '-infinity' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDay(v)),
  },
  price: {
    asc: sql`coalesce(${transactions.salePriceCents}, ${transactions.offerPriceCents}, ${transactions.listPriceCents}, 9000000000000000)`,
    desc: sql`coalesce(${transactions.salePriceCents}, ${transactions.offerPriceCents}, ${transactions.listPriceCents}, -1)`,
    cast: sql`bigint`,
    text: (expr) => sql`(${expr})::text`,
    valid: (v) => /^-?\d{1,16}$/.test(v),
  },
  address: {
    asc: sql`lower(${transactions.title})`,
    desc: sql`lower(${transactions.title})`,
    cast: sql`text`,
    text: (expr) => expr,
    valid: (v) => v.length <= 400 && !v.includes('\u0000'),
  },
};

export interface Keyset {
  value: string;
  id: string;
}

function sortParts(sort: TransactionSort) {
  const descending = sort.startsWith('-');
  const spec = SORTS[descending ? sort.slice(1) : sort]!;
  return { descending, expr: descending ? spec.desc : spec.asc, spec };
}

/** Whether a decoded cursor value can be compared under `sort` (see SortSpec.valid). */
export function isValidKeysetValue(sort: TransactionSort, value: string): boolean {
  return sortParts(sort).spec.valid(value);
}

/** One page in the requested order, after `after` when given; fetches one extra row to know if more follow. */
export async function findTransactionPage(
  db: DbOrTx,
  view: DealView,
  sort: TransactionSort,
  limit: number,
  after: Keyset | null,
): Promise<{ rows: (TransactionRow & { sortValue: string })[]; next: Keyset | null }> {
  const { descending, expr, spec } = sortParts(sort);
  const conditions = viewConditions(view);
  if (after) {
    const cursor = sql`(${after.value}::${spec.cast}, ${after.id}::uuid)`;
    conditions.push(
      descending
        ? sql`(${expr}, ${transactions.id}) < ${cursor}`
        : sql`(${expr}, ${transactions.id}) > ${cursor}`,
    );
  }
  const order = descending ? [desc(expr), desc(transactions.id)] : [asc(expr), asc(transactions.id)];
  const rows = await selectTransactionsWithSort(db, spec.text(expr))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? { value: last.sortValue, id: last.id } : null };
}

function selectTransactionsWithSort(db: DbOrTx, sortText: SQL) {
  return db
    .select({ ...TRANSACTION_COLUMNS, sortValue: sql<string>`${sortText}` })
    .from(transactions)
    .leftJoin(userProfiles, eq(userProfiles.id, transactions.ownerId))
    .leftJoin(teams, eq(teams.id, transactions.teamId));
}

/** Rows for the CSV export (same filters and order, a hard cap). */
export async function findTransactionsForExport(
  db: DbOrTx,
  view: DealView,
  sort: TransactionSort,
  max: number,
) {
  const { descending, expr } = sortParts(sort);
  return selectTransactions(db)
    .where(and(...viewConditions(view)))
    .orderBy(descending ? desc(expr) : asc(expr), descending ? desc(transactions.id) : asc(transactions.id))
    .limit(max + 1);
}

export async function countTransactionsByStatus(db: DbOrTx, view: DealView) {
  return db
    .select({ status: transactions.status, count: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(...viewConditions(view)))
    .groupBy(transactions.status);
}
