import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { timestampText } from '../../platform/db/keyset-cursor';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { contacts } from '../contacts/contacts.schema';
import { properties } from '../listings/listings.schema';
import { contactName } from './rental-properties.repository';
import { leases, leaseTenants, rentalProperties, rentalUnits, rentLedgerEntries } from './rentals.schema';

export type LeaseRecord = typeof leases.$inferSelect;

const leaseColumns = {
  lease: leases,
  unitLabel: rentalUnits.label,
  managerId: rentalProperties.managerId,
  propertyAddress: sql<string>`concat_ws(', ', ${properties.addressLine1}, ${properties.city})`,
  createdAtText: timestampText(leases.createdAt),
  balanceCents:
    sql<number>`coalesce((select sum(case when e.kind in ('payment', 'credit') then -e.amount_cents else e.amount_cents end) from ${rentLedgerEntries} e where e.lease_id = ${leases.id}), 0)::bigint`.mapWith(
      Number,
    ),
};
export type LeaseRow = Awaited<ReturnType<typeof getLeaseRow>> & {};

const baseQuery = (db: DbOrTx) =>
  db
    .select(leaseColumns)
    .from(leases)
    .innerJoin(rentalUnits, eq(rentalUnits.id, leases.unitId))
    .innerJoin(rentalProperties, eq(rentalProperties.id, leases.rentalPropertyId))
    .innerJoin(properties, eq(properties.id, rentalProperties.propertyId));

export async function getLeaseRow(db: DbOrTx, id: string, scope: SQL, options: { forUpdate?: boolean } = {}) {
  const query = baseQuery(db).where(and(eq(leases.id, id), scope));
  const [row] = options.forUpdate ? await query.for('update', { of: leases }) : await query;
  return row ?? null;
}

export interface LeaseFilters {
  status?: string;
  rentalPropertyId?: string;
  q?: string;
}

export async function findLeasePage(
  db: DbOrTx,
  scope: SQL,
  filters: LeaseFilters,
  limit: number,
  after: { at: string; id: string } | null,
) {
  const where = [scope];
  if (filters.status) where.push(eq(leases.status, filters.status));
  if (filters.rentalPropertyId) where.push(eq(leases.rentalPropertyId, filters.rentalPropertyId));
  if (filters.q)
    where.push(sql`(lower(${properties.addressLine1} || ' ' || ${rentalUnits.label}) like ${containsPattern(filters.q)} or ${leases.id} in (
      select lt.lease_id from ${leaseTenants} lt join ${contacts} c on c.id = lt.contact_id where lower(c.first_name || ' ' || c.last_name) like ${containsPattern(filters.q)}))`);
  if (after)
    where.push(sql`(${leases.createdAt}, ${leases.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  const rows = await baseQuery(db)
    .where(and(...where))
    .orderBy(desc(leases.createdAt), desc(leases.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last ? { at: last.createdAtText, id: last.lease.id } : null,
  };
}

export async function findTenants(db: DbOrTx, leaseIds: string[]) {
  if (leaseIds.length === 0) return [];
  return db
    .select({ leaseId: leaseTenants.leaseId, contactId: leaseTenants.contactId, name: contactName })
    .from(leaseTenants)
    .innerJoin(contacts, eq(contacts.id, leaseTenants.contactId))
    .where(inArray(leaseTenants.leaseId, leaseIds))
    .orderBy(asc(leaseTenants.position));
}

export async function insertLease(
  db: DbOrTx,
  values: typeof leases.$inferInsert,
  tenantContactIds: string[],
) {
  const [row] = await db.insert(leases).values(values).returning({ id: leases.id });
  await db
    .insert(leaseTenants)
    .values(tenantContactIds.map((contactId, position) => ({ leaseId: row!.id, contactId, position })));
  return row!.id;
}

export async function updateLease(
  db: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  set: Partial<typeof leases.$inferInsert>,
) {
  return updateIfVersion(db, leases, id, expectedVersion, { ...set, updatedAt: new Date() });
}

/** Another lease of the unit that is signed and not over (a unit has one at a time). */
export async function findLiveLeaseOfUnit(db: DbOrTx, unitId: string, exceptId: string) {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.unitId, unitId),
        inArray(leases.status, ['active', 'notice']),
        sql`${leases.id} <> ${exceptId}`,
      ),
    );
  return row ?? null;
}
