import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import { contacts } from '../contacts/contacts.schema';
import { supervisorRelationships, teamMembers } from '../organizations/organizations.schema';
import {
  leases,
  leaseTenants,
  maintenanceRequests,
  rentalOwners,
  rentalProperties,
  rentalPropertyOwners,
} from './rentals.schema';

/**
 * THE row filters of the rentals area (ADR 0109). Staff (read:properties) see the rental properties
 * their deal scope reaches through the property's manager, and the leases of those properties plus
 * the leases they made; clients see only their own: a landlord the properties they own a share of
 * (and those properties' leases), a renter the leases they are a tenant on. Outside: 404.
 */
export function isRentalsStaff(actor: Actor): boolean {
  return actor.isSystemAdmin || actor.permissions.has('read:properties');
}

export function staffPropertyScope(actor: Actor): SQL {
  const scope = actor.isSystemAdmin ? 'all' : actor.scopes.transactionAccessScope;
  const org = actor.organizationId;
  const mine = sql`${rentalProperties.managerId} = ${actor.userId}`;
  switch (scope) {
    case 'all':
      return sql`true`;
    case 'organization':
      return org ? sql`${rentalProperties.organizationId} = ${org}` : mine;
    case 'team': {
      if (!org || actor.teamIds.length === 0) return mine;
      const ids = sql.join(
        actor.teamIds.map((t) => sql`${t}::uuid`),
        sql`, `,
      );
      return sql`(${rentalProperties.organizationId} = ${org} and (${mine} or ${rentalProperties.teamId} in (${ids}) or ${rentalProperties.managerId} in (
        select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} in (${ids}) and ${teamMembers.status} = 'active')))`;
    }
    case 'own':
      return mine;
    case 'assigned':
      return sql`${rentalProperties.managerId} in (select ${actor.userId}::text union all select ${supervisorRelationships.supervisorId} from ${supervisorRelationships} where ${supervisorRelationships.userId} = ${actor.userId})`;
  }
}

/** Rental property ids the caller owns a share of (a landlord's own). */
const ownedPropertyIds = (
  userId: string,
) => sql`select ${rentalPropertyOwners.rentalPropertyId} from ${rentalPropertyOwners}
  join ${rentalOwners} on ${rentalOwners.id} = ${rentalPropertyOwners.ownerId}
  join ${contacts} on ${contacts.id} = ${rentalOwners.contactId}
  where ${contacts.userId} = ${userId} and ${contacts.deletedAt} is null`;

/** Lease ids the caller is a tenant on (a renter's own). */
const tenantLeaseIds = (userId: string) => sql`select ${leaseTenants.leaseId} from ${leaseTenants}
  join ${contacts} on ${contacts.id} = ${leaseTenants.contactId}
  where ${contacts.userId} = ${userId} and ${contacts.deletedAt} is null`;

/** The filter on rental_properties. */
export function rentalPropertyScope(actor: Actor): SQL {
  if (isRentalsStaff(actor)) return staffPropertyScope(actor);
  return sql`${rentalProperties.id} in (${ownedPropertyIds(actor.userId)})`;
}

/** The filter on leases. */
export function leaseScope(actor: Actor): SQL {
  if (isRentalsStaff(actor)) {
    const agent = actor.isSystemAdmin ? sql`false` : sql`${leases.agentId} = ${actor.userId}`;
    return sql`(${leases.rentalPropertyId} in (select ${rentalProperties.id} from ${rentalProperties} where ${staffPropertyScope(actor)}) or ${agent})`;
  }
  return sql`(${leases.id} in (${tenantLeaseIds(actor.userId)}) or ${leases.rentalPropertyId} in (${ownedPropertyIds(actor.userId)}))`;
}

/** The filter on maintenance_requests (joined to rental_properties): staff scope, a renter's leases, a landlord's properties. */
export function maintenanceScope(actor: Actor): SQL {
  if (isRentalsStaff(actor)) return staffPropertyScope(actor);
  return sql`(${maintenanceRequests.leaseId} in (${tenantLeaseIds(actor.userId)}) or ${maintenanceRequests.requestedBy} = ${actor.userId} or ${rentalProperties.id} in (${ownedPropertyIds(actor.userId)}))`;
}

/**
 * The filter on maintenance_requests (joined to rental_properties) for adding to a request (photos):
 * staff who manage properties in their scope; a renter on their lease's requests or their own.
 * Landlords read requests but add nothing.
 */
export function maintenanceContributorScope(actor: Actor): SQL {
  if (isRentalsStaff(actor))
    return actor.permissions.has('manage:properties') ? staffPropertyScope(actor) : sql`false`;
  return sql`(${maintenanceRequests.leaseId} in (${tenantLeaseIds(actor.userId)}) or ${maintenanceRequests.requestedBy} = ${actor.userId})`;
}

/** The filter on leases for what a tenant may do themselves (submit a maintenance request). */
export function tenantLeaseScope(actor: Actor): SQL {
  return sql`${leases.id} in (${tenantLeaseIds(actor.userId)})`;
}
