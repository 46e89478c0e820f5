import { ROLES, type RoleGroup } from '@threshold/domain/roles';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { getLeaseRow } from './leases.repository';
import { getRentalPropertyRow } from './rental-properties.repository';
import { leaseScope, rentalPropertyScope, staffPropertyScope } from './rentals-scope.repository';

export function requireOrganization(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN', 'Join an organization before managing rentals');
  return actor.organizationId;
}

/** A rental property the caller may see (404 otherwise). */
export async function loadRentalProperty(db: DbOrTx, actor: Actor, id: string) {
  const row = await getRentalPropertyRow(db, id, rentalPropertyScope(actor));
  if (!row) throw notFound('Rental property');
  return row;
}

/** A rental property the caller manages through their staff scope, locked for a write (404 otherwise). */
export async function loadRentalPropertyForWrite(db: DbOrTx, actor: Actor, id: string) {
  const row = await getRentalPropertyRow(db, id, staffPropertyScope(actor), { forUpdate: true });
  if (!row) throw notFound('Rental property');
  return row;
}

export async function loadLease(db: DbOrTx, actor: Actor, id: string, options: { forUpdate?: boolean } = {}) {
  const row = await getLeaseRow(db, id, leaseScope(actor), options);
  if (!row) throw notFound('Lease');
  return row;
}

const FEE_GROUPS: ReadonlySet<RoleGroup> = new Set(['agent', 'management']);

/**
 * The brokerage's fee figures (management fee, leasing fee) follow the commission rule (ADR 0111):
 * system admins, managing_broker and brokerage_admin of the organization, and the staff member who
 * manages one of the owner's properties while in the agent or management group. Never a client.
 */
export function canSeeFees(actor: Actor, organizationId: string, managerIds: readonly string[]): boolean {
  if (actor.isSystemAdmin) return true;
  if (actor.organizationId !== organizationId) return false;
  if (actor.permissions.has('read:transaction_financials')) return true;
  return managerIds.includes(actor.userId) && FEE_GROUPS.has(ROLES[actor.role].group);
}

export const today = () => new Date().toISOString().slice(0, 10);
