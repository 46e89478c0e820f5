import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { listings, offers, properties } from '../listings/listings.schema';
import { transactionParticipants } from '../transactions/transactions.schema';
import { rentalProperties } from './rentals.schema';

/** Is the deal the one an accepted offer on a rental listing made? */
export async function isRentalOfferDeal(db: DbOrTx, transactionId: string) {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .where(
      and(eq(offers.transactionId, transactionId), eq(offers.status, 'Accepted'), eq(listings.kind, 'rent')),
    )
    .limit(1);
  return Boolean(row);
}

/** The deal's tenants that are CRM contacts, in the order they were added. */
export async function findDealTenants(db: DbOrTx, transactionId: string) {
  return db
    .select({
      contactId: sql<string>`${transactionParticipants.contactId}`,
      name: sql<string>`trim(${transactionParticipants.firstName} || ' ' || ${transactionParticipants.lastName})`,
    })
    .from(transactionParticipants)
    .where(
      and(
        eq(transactionParticipants.transactionId, transactionId),
        sql`${transactionParticipants.contactId} is not null`,
        sql`'tenant' = any(${transactionParticipants.roles})`,
      ),
    )
    .orderBy(asc(transactionParticipants.createdAt));
}

const rentalPropertyColumns = {
  id: rentalProperties.id,
  address: sql<string>`concat_ws(', ', ${properties.addressLine1}, ${properties.city})`,
};

/** The rental property in scope at a deal's street address and city (case-insensitive). */
export async function findRentalPropertyAt(
  db: DbOrTx,
  scope: SQL,
  organizationId: string,
  address: { line1: string; city: string },
) {
  const [row] = await db
    .select(rentalPropertyColumns)
    .from(rentalProperties)
    .innerJoin(properties, eq(properties.id, rentalProperties.propertyId))
    .where(
      and(
        scope,
        eq(rentalProperties.organizationId, organizationId),
        sql`lower(${properties.addressLine1}) = lower(${address.line1.trim()})`,
        sql`lower(${properties.city}) = lower(${address.city.trim()})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The rental property in scope that manages a listings property. */
export async function findRentalPropertyOf(db: DbOrTx, scope: SQL, propertyId: string) {
  const [row] = await db
    .select(rentalPropertyColumns)
    .from(rentalProperties)
    .innerJoin(properties, eq(properties.id, rentalProperties.propertyId))
    .where(and(scope, eq(rentalProperties.propertyId, propertyId)))
    .limit(1);
  return row ?? null;
}
