import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contacts } from '../contacts/contacts.schema';
import { rentalOwners, rentalProperties, rentalPropertyOwners } from './rentals.schema';
import { contactName } from './rental-properties.repository';

export async function findOwners(db: DbOrTx, organizationId: string | null) {
  return db
    .select({
      owner: rentalOwners,
      name: contactName,
      hasPortal: sql<boolean>`${contacts.userId} is not null`,
      propertyCount: sql<number>`(select count(*)::int from ${rentalPropertyOwners} po where po.owner_id = ${rentalOwners.id})`,
      managerIds: sql<
        string[]
      >`coalesce((select array_agg(distinct rp.manager_id) from ${rentalPropertyOwners} po join ${rentalProperties} rp on rp.id = po.rental_property_id where po.owner_id = ${rentalOwners.id}), '{}')`,
    })
    .from(rentalOwners)
    .innerJoin(contacts, eq(contacts.id, rentalOwners.contactId))
    .where(organizationId ? eq(rentalOwners.organizationId, organizationId) : sql`true`)
    .orderBy(asc(contacts.lastName), asc(contacts.firstName));
}

export async function insertOwner(db: DbOrTx, values: typeof rentalOwners.$inferInsert) {
  const [row] = await db.insert(rentalOwners).values(values).returning();
  return row!;
}

export async function findOwnersByIds(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: rentalOwners.id })
    .from(rentalOwners)
    .where(and(eq(rentalOwners.organizationId, organizationId), inArray(rentalOwners.id, ids)));
}

/** A contact of the organization, not deleted (for owners and tenants). */
export async function findContactsInOrganization(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: contacts.id, name: contactName })
    .from(contacts)
    .where(
      and(
        eq(contacts.organizationId, organizationId),
        inArray(contacts.id, ids),
        sql`${contacts.deletedAt} is null`,
      ),
    );
}
