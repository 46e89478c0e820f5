import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { findContactDeals, visibleDealsFor } from './contact-deals.repository';
import { loadCrmContext, requireContact } from './contacts-context';

export async function listContactDeals(db: Db, actor: Actor, contactId: string) {
  const ctx = await loadCrmContext(db, actor);
  const contact = await requireContact(db, ctx, contactId);
  return { items: await findContactDeals(db, contactId, contact.organizationId, visibleDealsFor(actor)) };
}
