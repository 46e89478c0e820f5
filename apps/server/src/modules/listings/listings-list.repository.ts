import { and, asc, desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ListingSort, ListListingsQuery } from '@threshold/domain/listings/list-listings.contract';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { isTimestampText, timestampText } from '../../platform/db/keyset-cursor';
import { listings } from './listings.schema';
import { selectListings } from './listings.repository';
import { listedBy } from './listings-scope.repository';

/** Keyset sorts of the listing list: (value, id) beyond the cursor; values travel as checked text. */
const SORTS = {
  updated_at: {
    expr: sql`${listings.updatedAt}`,
    cast: sql`timestamptz`,
    text: timestampText(listings.updatedAt),
    valid: isTimestampText,
  },
  list_price: {
    expr: sql`${listings.listPriceCents}`,
    cast: sql`bigint`,
    text: sql<string>`${listings.listPriceCents}::text`,
    valid: (v: string) => /^\d{1,16}$/.test(v),
  },
} as const;

function sortParts(sort: ListingSort) {
  const descending = sort.startsWith('-');
  return { descending, spec: SORTS[(descending ? sort.slice(1) : sort) as keyof typeof SORTS] };
}

export const isValidListingKeyset = (sort: ListingSort, value: string) => sortParts(sort).spec.valid(value);

export function listingFilterConditions(filters: ListListingsQuery, userId: string): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status?.length) conditions.push(inArray(listings.status, filters.status));
  if (filters.kind?.length) conditions.push(inArray(listings.kind, filters.kind));
  if (filters.agent?.length)
    conditions.push(
      listedBy(
        sql.join(
          filters.agent.map((a) => sql`${a === 'me' ? userId : a}`),
          sql`, `,
        ),
      ),
    );
  if (filters.min_price !== undefined) conditions.push(gte(listings.listPriceCents, filters.min_price));
  if (filters.max_price !== undefined) conditions.push(lte(listings.listPriceCents, filters.max_price));
  if (filters.q) conditions.push(sql`${listings.searchText} like ${containsPattern(filters.q)}`);
  return conditions;
}

export async function findListingPage(
  db: DbOrTx,
  where: SQL[],
  sort: ListingSort,
  limit: number,
  after: { value: string; id: string } | null,
) {
  const { descending, spec } = sortParts(sort);
  const conditions = [...where];
  if (after) {
    const cursor = sql`(${after.value}::${spec.cast}, ${after.id}::uuid)`;
    conditions.push(
      descending
        ? sql`(${spec.expr}, ${listings.id}) < ${cursor}`
        : sql`(${spec.expr}, ${listings.id}) > ${cursor}`,
    );
  }
  const rows = await selectListings(db, { sortValue: sql<string>`${spec.text}` })
    .where(and(...conditions))
    .orderBy(...(descending ? [desc(spec.expr), desc(listings.id)] : [asc(spec.expr), asc(listings.id)]))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last ? { value: String(last.sortValue), id: last.listing.id } : null,
  };
}
