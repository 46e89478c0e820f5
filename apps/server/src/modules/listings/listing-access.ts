import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { getListingRow } from './listings.repository';
import { listingScope, sellerListingScope } from './listings-scope.repository';

/** A listing the caller may see (404 otherwise: no existence leak); `forUpdate` locks it. */
export async function loadListing(
  db: DbOrTx,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const row = await getListingRow(db, id, listingScope(actor), options);
  if (!row) throw notFound('Listing');
  return row;
}

/** Writes to listings and decisions on offers need manage:properties (ADR 0094); the route checks it too. */
export function assertCanManageListings(actor: Actor) {
  if (!actor.permissions.has('manage:properties'))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
}

export function requireOrganization(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN', 'Join an organization before adding listings');
  return actor.organizationId;
}

/**
 * A listing for reading: staff through their scope; a seller client (without read:properties) when
 * they are one of its sellers — read-only, and without the listing side's internal notes (ADR 0099).
 */
export async function loadListingForReading(db: DbOrTx, actor: Actor, id: string) {
  if (actor.permissions.has('read:properties'))
    return { row: await loadListing(db, actor, id), asSeller: false };
  const row = await getListingRow(db, id, sellerListingScope(actor.userId));
  if (!row) throw notFound('Listing');
  return { row, asSeller: true };
}
