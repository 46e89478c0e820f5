import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { properties } from '../listings/listings.schema';
import { maintenanceRequests, ownerExpenses, rentalProperties, rentalUnits } from './rentals.schema';

const columns = {
  request: maintenanceRequests,
  unitLabel: rentalUnits.label,
  propertyAddress: sql<string>`concat_ws(', ', ${properties.addressLine1}, ${properties.city})`,
};
export type MaintenanceRow = NonNullable<Awaited<ReturnType<typeof getMaintenanceRow>>>;

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(maintenanceRequests)
    .innerJoin(rentalProperties, eq(rentalProperties.id, maintenanceRequests.rentalPropertyId))
    .innerJoin(properties, eq(properties.id, rentalProperties.propertyId))
    .leftJoin(rentalUnits, eq(rentalUnits.id, maintenanceRequests.unitId));

/** `scope` filters on rental_properties (staff) or on the request's lease (a renter). */
export async function findMaintenance(db: DbOrTx, scope: SQL, filters: { status?: string; open?: boolean }) {
  const where = [scope];
  if (filters.status) where.push(eq(maintenanceRequests.status, filters.status));
  if (filters.open === true) where.push(notInArray(maintenanceRequests.status, ['done', 'cancelled']));
  return base(db)
    .where(and(...where))
    .orderBy(desc(maintenanceRequests.createdAt))
    .limit(500);
}

export async function getMaintenanceRow(
  db: DbOrTx,
  id: string,
  scope: SQL,
  options: { forUpdate?: boolean } = {},
) {
  const q = base(db).where(and(eq(maintenanceRequests.id, id), scope));
  const [row] = options.forUpdate ? await q.for('update', { of: maintenanceRequests }) : await q;
  return row ?? null;
}

export async function insertMaintenance(db: DbOrTx, values: typeof maintenanceRequests.$inferInsert) {
  const [row] = await db.insert(maintenanceRequests).values(values).returning({ id: maintenanceRequests.id });
  return row!.id;
}

export async function updateMaintenance(
  db: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  set: Partial<typeof maintenanceRequests.$inferInsert>,
) {
  return updateIfVersion(db, maintenanceRequests, id, expectedVersion, { ...set, updatedAt: new Date() });
}

/** Posts a completed request's cost to the owners once (unique per request). */
export async function insertOwnerExpense(db: DbOrTx, values: typeof ownerExpenses.$inferInsert) {
  await db
    .insert(ownerExpenses)
    .values(values)
    .onConflictDoNothing({ target: ownerExpenses.maintenanceRequestId });
}
