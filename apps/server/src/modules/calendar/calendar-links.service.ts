import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { loadCrmContext } from '../contacts/contacts-context';
import { findActiveMembers } from '../organizations/organization-people.repository';
import { findListingsInScope } from './calendar-listing-sources.repository';
import { findContactsInScope, findDealsInScope } from './calendar-sources.repository';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', { [field]: message });

/**
 * What an event may point at: a deal in the caller's deal scope, a listing in their listing scope
 * (ADR 0135), contacts in their contact scope, active members of the event's organization. Anything else is a 400 on that field (an id the
 * caller cannot see reads the same as one that does not exist).
 */
export async function checkEventLinks(
  db: DbOrTx,
  actor: Actor,
  organizationId: string,
  links: {
    transactionId?: string | null | undefined;
    contactId?: string | null | undefined;
    listingId?: string | null | undefined;
    userIds?: string[] | undefined;
    contactIds?: string[] | undefined;
  },
) {
  if (links.transactionId) {
    const [deal] = await findDealsInScope(db, actor, [links.transactionId]);
    if (!deal || deal.organizationId !== organizationId) throw invalid('transaction_id', 'No such deal');
  }
  if (links.listingId) {
    const [listing] = await findListingsInScope(db, actor, [links.listingId]);
    if (!listing || listing.organizationId !== organizationId) throw invalid('listing_id', 'No such listing');
  }
  const contactIds = [
    ...new Set([...(links.contactId ? [links.contactId] : []), ...(links.contactIds ?? [])]),
  ];
  if (contactIds.length) {
    if (!actor.permissions.has('read:contacts')) throw invalid('contact_id', 'No such contact');
    const ctx = await loadCrmContext(db, actor);
    const found = await findContactsInScope(db, ctx.visible, contactIds);
    const ok = new Set(found.filter((c) => c.organizationId === organizationId).map((c) => c.id));
    if (links.contactId && !ok.has(links.contactId)) throw invalid('contact_id', 'No such contact');
    if (contactIds.some((id) => !ok.has(id))) throw invalid('attendees', 'No such contact');
  }
  const userIds = [...new Set(links.userIds ?? [])];
  if (userIds.length) {
    const members = await findActiveMembers(db, organizationId, userIds);
    if (members.length !== userIds.length)
      throw invalid('attendees', 'Not an active member of this organization');
  }
}
