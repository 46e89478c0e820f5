import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { timestampText } from '../../platform/db/keyset-cursor';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { userProfiles } from '../identity/identity.schema';
import { properties } from '../listings/listings.schema';
import { contacts } from '../contacts/contacts.schema';
import { rentalOwners, rentalProperties, rentalPropertyOwners, rentalUnits } from './rentals.schema';

export type RentalUnitRow = typeof rentalUnits.$inferSelect;

const managerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${userProfiles.firstName}, ${userProfiles.lastName})), ''), 'Unknown')`;
export const contactName = sql<string>`trim(concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}))`;

const propertyColumns = {
  id: rentalProperties.id,
  version: rentalProperties.version,
  organizationId: rentalProperties.organizationId,
  propertyId: rentalProperties.propertyId,
  managerId: rentalProperties.managerId,
  managerName,
  createdAt: rentalProperties.createdAt,
  createdAtText: timestampText(rentalProperties.createdAt),
  line1: properties.addressLine1,
  line2: properties.addressLine2,
  city: properties.city,
  state: properties.state,
  postalCode: properties.postalCode,
  unitCount: sql<number>`(select count(*)::int from ${rentalUnits} u where u.rental_property_id = ${rentalProperties.id})`,
  occupiedCount: sql<number>`(select count(*)::int from ${rentalUnits} u where u.rental_property_id = ${rentalProperties.id} and u.status in ('occupied', 'notice'))`,
};
export type RentalPropertyRow = Awaited<ReturnType<typeof findRentalPropertyPage>>['rows'][number];

const baseQuery = (db: DbOrTx) =>
  db
    .select(propertyColumns)
    .from(rentalProperties)
    .innerJoin(properties, eq(properties.id, rentalProperties.propertyId))
    .leftJoin(userProfiles, eq(userProfiles.id, rentalProperties.managerId));

export async function findRentalPropertyPage(
  db: DbOrTx,
  scope: SQL,
  limit: number,
  after: { at: string; id: string } | null,
) {
  const where = [scope];
  if (after)
    where.push(
      sql`(${rentalProperties.createdAt}, ${rentalProperties.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  const rows = await baseQuery(db)
    .where(and(...where))
    .orderBy(desc(rentalProperties.createdAt), desc(rentalProperties.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? { at: last.createdAtText, id: last.id } : null };
}

export async function getRentalPropertyRow(
  db: DbOrTx,
  id: string,
  scope: SQL,
  options: { forUpdate?: boolean } = {},
) {
  if (options.forUpdate) {
    const [locked] = await db
      .select({ id: rentalProperties.id })
      .from(rentalProperties)
      .where(and(eq(rentalProperties.id, id), scope))
      .for('update');
    if (!locked) return null;
  }
  const [row] = await baseQuery(db).where(and(eq(rentalProperties.id, id), scope));
  return row ?? null;
}

export async function findRentalPropertyByPropertyId(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({ id: rentalProperties.id })
    .from(rentalProperties)
    .where(eq(rentalProperties.propertyId, propertyId));
  return row ?? null;
}

export async function insertRentalProperty(db: DbOrTx, values: typeof rentalProperties.$inferInsert) {
  const [row] = await db.insert(rentalProperties).values(values).returning({ id: rentalProperties.id });
  return row!.id;
}

export async function findOwnerShares(db: DbOrTx, rentalPropertyIds: string[]) {
  if (rentalPropertyIds.length === 0) return [];
  return db
    .select({
      rentalPropertyId: rentalPropertyOwners.rentalPropertyId,
      ownerId: rentalPropertyOwners.ownerId,
      shareBps: rentalPropertyOwners.shareBps,
      name: contactName,
    })
    .from(rentalPropertyOwners)
    .innerJoin(rentalOwners, eq(rentalOwners.id, rentalPropertyOwners.ownerId))
    .innerJoin(contacts, eq(contacts.id, rentalOwners.contactId))
    .where(inArray(rentalPropertyOwners.rentalPropertyId, rentalPropertyIds))
    .orderBy(desc(rentalPropertyOwners.shareBps));
}

export async function replaceOwnerShares(
  db: DbOrTx,
  rentalPropertyId: string,
  shares: { ownerId: string; shareBps: number }[],
) {
  await db.delete(rentalPropertyOwners).where(eq(rentalPropertyOwners.rentalPropertyId, rentalPropertyId));
  await db.insert(rentalPropertyOwners).values(shares.map((s) => ({ rentalPropertyId, ...s })));
  await db
    .update(rentalProperties)
    .set({ version: sql`${rentalProperties.version} + 1`, updatedAt: new Date() })
    .where(eq(rentalProperties.id, rentalPropertyId));
}

export async function findUnits(db: DbOrTx, rentalPropertyId: string) {
  return db
    .select()
    .from(rentalUnits)
    .where(eq(rentalUnits.rentalPropertyId, rentalPropertyId))
    .orderBy(asc(rentalUnits.label));
}

export async function insertUnit(db: DbOrTx, values: typeof rentalUnits.$inferInsert) {
  const [row] = await db.insert(rentalUnits).values(values).returning();
  return row!;
}

/** A unit whose property passes `propertyScope`; `forUpdate` locks the unit. */
export async function getUnitRow(
  db: DbOrTx,
  id: string,
  propertyScope: SQL,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ unit: rentalUnits, organizationId: rentalProperties.organizationId })
    .from(rentalUnits)
    .innerJoin(rentalProperties, eq(rentalProperties.id, rentalUnits.rentalPropertyId))
    .where(and(eq(rentalUnits.id, id), propertyScope));
  const [row] = options.forUpdate ? await query.for('update', { of: rentalUnits }) : await query;
  return row ?? null;
}

export async function updateUnit(
  db: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  set: Partial<typeof rentalUnits.$inferInsert>,
) {
  return updateIfVersion(db, rentalUnits, id, expectedVersion, { ...set, updatedAt: new Date() });
}

export async function setUnitStatus(db: DbOrTx, id: string, status: string) {
  await db.update(rentalUnits).set({ status, updatedAt: new Date() }).where(eq(rentalUnits.id, id));
}

export async function getUnitById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(rentalUnits).where(eq(rentalUnits.id, id));
  return row ?? null;
}
