import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import { contactScopeOutsidePool } from '../contacts/contacts-scope';
import { scopeCondition as contactScopeCondition } from '../contacts/contacts-scope.sql';
import { contacts } from '../contacts/contacts.schema';
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

/** Contacts whose documents the caller sees: in their contact scope, with either scope (ADR 0166); never clients. */
function contactsWithVisibleDocuments(actor: Actor): SQL {
  const visible = (who: Actor) => contactScopeCondition(contactScopeOutsidePool(who));
  return sql`select ${contacts.id} from ${contacts} where ${visible(actor)} and ${visible(withDocumentScope(actor))}`;
}

/**
 * THE row filter for documents (ADR 0114): a document is visible when what it hangs off is —
 * - a deal: in the caller's deal scope and in that scope computed with their documentAccessScope
 *   (role default, or the role_details override), so an override narrows documents below deals;
 * - a listing: the same with the listing scope (a seller client: the listings they sell);
 * - a contact: in the caller's contact scope (ADR 0166; clients never see these);
 * - nothing (the own space): only its owner.
 * Clients additionally see only documents shared with clients. Outside it a document is a 404.
 */
export function documentScope(actor: Actor): SQL {
  const own = sql`(num_nonnulls(${documents.transactionId}, ${documents.listingId}, ${documents.contactId}) = 0 and ${documents.ownerId} = ${actor.userId})`;
  if (actor.isSystemAdmin) return sql`true`;
  const attached = sql`(${documents.transactionId} in (${dealsWithVisibleDocuments(actor)}) or ${documents.listingId} in (${listingsWithVisibleDocuments(actor)}))`;
  if (isClient(actor)) return sql`(${own} or (${documents.sharedWithClients} and ${attached}))`;
  const onContact = sql`${documents.contactId} in (${contactsWithVisibleDocuments(actor)})`;
  if (!orgWideCaller(actor)) return sql`(${own} or ${attached} or ${onContact})`;
  // An organization- or team-wide scope (deal or document) only reaches the organization's deals and
  // listings, so the documents are the organization's too: saying so lets PostgreSQL walk
  // documents_org_created_idx newest-first and stop at the page (bench/documents-list.bench.ts).
  // Own-space documents belong to the organization they were filed in (ADR 0114).
  return sql`(${documents.organizationId} = ${actor.organizationId} and (${own} or ${attached} or ${onContact}))`;
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

export function contactAcceptsDocuments(actor: Actor, contactId: string): SQL {
  return sql`${contactId}::uuid in (${contactsWithVisibleDocuments(actor)})`;
}
