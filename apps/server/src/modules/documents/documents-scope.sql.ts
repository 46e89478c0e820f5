import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import { listingScope, sellerListingScope } from '../listings/listings-scope.repository';
import { listings } from '../listings/listings.schema';
import { transactionScope } from '../transactions/deals/transactions-scope.sql';
import { transactions } from '../transactions/transactions.schema';
import { isClient } from './document-access';
import { documents } from './documents.schema';

/** The caller with documentAccessScope in the place of transactionAccessScope (ADR 0114). */
const withDocumentScope = (actor: Actor): Actor => ({
  ...actor,
  scopes: { ...actor.scopes, transactionAccessScope: actor.scopes.documentAccessScope },
});

/** Deals whose documents the caller sees: in the deal scope AND in the deal scope computed with documentAccessScope. */
export function dealsWithVisibleDocuments(actor: Actor): SQL {
  return sql`select ${transactions.id} from ${transactions} where ${transactionScope(actor)} and ${transactionScope(withDocumentScope(actor))}`;
}

function listingsWithVisibleDocuments(actor: Actor): SQL {
  if (isClient(actor))
    return sql`select ${listings.id} from ${listings} where ${sellerListingScope(actor.userId)}`;
  return sql`select ${listings.id} from ${listings} where ${listingScope(actor)} and ${listingScope(withDocumentScope(actor))}`;
}

/**
 * THE row filter for documents (ADR 0114): a document is visible when what it hangs off is —
 * - a deal: in the caller's deal scope and in that scope computed with their documentAccessScope
 *   (role default, or the role_details override), so an override narrows documents below deals;
 * - a listing: the same with the listing scope (a seller client: the listings they sell);
 * - nothing (the own space): only its owner.
 * Clients additionally see only documents shared with clients. Outside it a document is a 404.
 */
export function documentScope(actor: Actor): SQL {
  const own = sql`(${documents.transactionId} is null and ${documents.listingId} is null and ${documents.ownerId} = ${actor.userId})`;
  if (actor.isSystemAdmin) return sql`true`;
  const attached = sql`(${documents.transactionId} in (${dealsWithVisibleDocuments(actor)}) or ${documents.listingId} in (${listingsWithVisibleDocuments(actor)}))`;
  if (isClient(actor)) return sql`(${own} or (${documents.sharedWithClients} and ${attached}))`;
  if (!orgWideCaller(actor)) return sql`(${own} or ${attached})`;
  // An organization- or team-wide scope (deal or document) only reaches the organization's deals and
  // listings, so the documents are the organization's too: saying so lets PostgreSQL walk
  // documents_org_created_idx newest-first and stop at the page (bench/documents-list.bench.ts).
  // Own-space documents belong to the organization they were filed in (ADR 0114).
  return sql`(${documents.organizationId} = ${actor.organizationId} and (${own} or ${attached}))`;
}

const orgWide = (scope: string) => scope === 'organization' || scope === 'team';

/** An organization- or team-wide deal or document scope (never a client's). */
function orgWideCaller(actor: Actor): boolean {
  const { transactionAccessScope, documentAccessScope } = actor.scopes;
  return (
    Boolean(actor.organizationId) &&
    !isClient(actor) &&
    (orgWide(transactionAccessScope) || orgWide(documentAccessScope))
  );
}

/** May the caller file documents on this deal (write scope: the same rule, never the clients' one)? */
export function dealAcceptsDocuments(actor: Actor, transactionId: string): SQL {
  return sql`${transactionId}::uuid in (${dealsWithVisibleDocuments(actor)})`;
}

export function listingAcceptsDocuments(actor: Actor, listingId: string): SQL {
  return sql`${listingId}::uuid in (${listingsWithVisibleDocuments(actor)})`;
}
