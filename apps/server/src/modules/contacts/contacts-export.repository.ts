import { and, eq, inArray } from 'drizzle-orm';
import type { ContactSort } from '@threshold/domain/contacts/list-contacts.contract';
import { users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { selectionConditions, type ContactSelection } from './contacts-filters.sql';
import { contactOrder } from './contacts.repository';
import { contacts } from './contacts.schema';

/**
 * The rows of an export, in the list's order, at most `limit`: the selection, or when `ids` is given
 * only those of it (an empty list selects nothing).
 */
export async function findContactsForExport(
  db: DbOrTx,
  selection: ContactSelection,
  ids: string[] | undefined,
  sort: ContactSort,
  limit: number,
) {
  const where = selectionConditions(selection);
  if (ids)
    where.push(
      ids.length ? inArray(contacts.id, ids) : eq(contacts.id, '00000000-0000-0000-0000-000000000000'),
    );
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      emails: contacts.emails,
      phones: contacts.phones,
      address: contacts.address,
      types: contacts.types,
      stage: contacts.stage,
      leadSource: contacts.leadSource,
      tags: contacts.tags,
      priceMin: contacts.priceMin,
      priceMax: contacts.priceMax,
      areas: contacts.areasOfInterest,
      birthday: contacts.birthday,
      homeAnniversary: contacts.homeAnniversary,
      consentEmail: contacts.consentEmail,
      consentSms: contacts.consentSms,
      ownerEmail: users.email,
      lastContactedAt: contacts.lastContactedAt,
      notes: contacts.notes,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .leftJoin(users, eq(users.id, contacts.ownerId))
    .where(and(...where))
    .orderBy(...contactOrder(sort))
    .limit(limit);
}
