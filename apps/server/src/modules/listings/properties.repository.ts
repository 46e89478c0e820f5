import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { timestampText } from '../../platform/db/keyset-cursor';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { listings, properties } from './listings.schema';

export type PropertyRow = typeof properties.$inferSelect;
export type NewProperty = Omit<typeof properties.$inferInsert, 'id' | 'version' | 'searchText'>;

const searchTextOf = (
  p: Pick<NewProperty, 'addressLine1' | 'addressLine2' | 'city' | 'postalCode' | 'parcelNumber'>,
) =>
  [p.addressLine1, p.addressLine2, p.city, p.postalCode, p.parcelNumber]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

export async function insertProperty(db: DbOrTx, values: NewProperty): Promise<PropertyRow> {
  const [row] = await db
    .insert(properties)
    .values({ ...values, searchText: searchTextOf(values) })
    .returning();
  return row!;
}

export async function getPropertyInOrganization(db: DbOrTx, id: string, organizationId: string | null) {
  const [row] = await db
    .select()
    .from(properties)
    .where(
      and(eq(properties.id, id), organizationId ? eq(properties.organizationId, organizationId) : sql`true`),
    );
  return row ?? null;
}

/** Properties of one organization, newest first, after the keyset `after` (created_at text, id). */
export async function findPropertyPage(
  db: DbOrTx,
  organizationId: string,
  q: string | undefined,
  limit: number,
  after: { at: string; id: string } | null,
) {
  const where: SQL[] = [eq(properties.organizationId, organizationId)];
  if (q) where.push(sql`${properties.searchText} like ${containsPattern(q)}`);
  if (after)
    where.push(
      sql`(${properties.createdAt}, ${properties.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  const rows = await db
    .select({ row: properties, sortValue: timestampText(properties.createdAt) })
    .from(properties)
    .where(and(...where))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => r.row),
    next: rows.length > limit && last ? { at: last.sortValue, id: last.row.id } : null,
  };
}

/**
 * One property the caller may edit (ADR 0133), locked for the write: in `organizationId` (null = any,
 * system admins) and within `editScope`; null = outside it, or gone.
 */
export async function lockPropertyForEdit(
  db: DbOrTx,
  id: string,
  organizationId: string | null,
  editScope: SQL,
) {
  const [row] = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.id, id),
        organizationId ? eq(properties.organizationId, organizationId) : sql`true`,
        editScope,
      ),
    )
    .for('update');
  return row ?? null;
}

export type PropertyPatch = Partial<
  Omit<NewProperty, 'organizationId' | 'createdBy' | 'createdAt' | 'updatedAt'>
>;

/**
 * A conditional update of a property (false = stale or gone). Its search text, and the search text of
 * its listings (address + MLS number), follow a new address or parcel number.
 */
export async function updatePropertyRow(
  db: DbOrTx,
  before: PropertyRow,
  expectedVersion: number | undefined,
  patch: PropertyPatch,
  at: Date,
) {
  const searchText = searchTextOf({ ...before, ...patch });
  const ok = await updateIfVersion(db, properties, before.id, expectedVersion, {
    ...patch,
    searchText,
    updatedAt: at,
  });
  if (!ok) return null;
  if (searchText !== before.searchText)
    await db
      .update(listings)
      .set({ searchText: sql`${searchText} || coalesce(' ' || lower(${listings.mlsNumber}), '')` })
      .where(eq(listings.propertyId, before.id));
  const [row] = await db.select().from(properties).where(eq(properties.id, before.id));
  return row!;
}
