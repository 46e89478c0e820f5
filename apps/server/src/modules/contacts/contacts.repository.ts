import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContactSort } from '@threshold/domain/contacts/list-contacts.contract';
import type { DbOrTx } from '../../platform/db/client';
import { userProfiles } from '../identity/identity.schema';
import { selectionConditions, type ContactSelection } from './contacts-filters.sql';
import { contacts } from './contacts.schema';
import type { ContactScope } from './contacts-scope';
import { scopeMembership } from './contacts-scope.sql';
import { decodeCursor, type CursorPart, encodeCursor } from '../../platform/db/keyset-cursor';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';

/** The caller's scope as the `scope` condition the functions here take (CrmContext.visible). */
export { scopeCondition } from './contacts-scope.sql';

const owner = alias(userProfiles, 'owner_profile');

/** Every column a contact DTO needs, plus the owner's name and the keyset values. */
export const contactColumns = {
  id: contacts.id,
  organizationId: contacts.organizationId,
  ownerId: contacts.ownerId,
  userId: contacts.userId,
  teamId: contacts.teamId,
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
  areasOfInterest: contacts.areasOfInterest,
  birthday: contacts.birthday,
  homeAnniversary: contacts.homeAnniversary,
  consentEmail: contacts.consentEmail,
  consentSms: contacts.consentSms,
  notes: contacts.notes,
  lastContactedAt: contacts.lastContactedAt,
  nextTaskDueAt: contacts.nextTaskDueAt,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
  version: contacts.version,
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  sortName: contacts.sortName,
  createdAtText: sql<string>`${contacts.createdAt}::text`,
  updatedAtText: sql<string>`${contacts.updatedAt}::text`,
};

export type ContactRow = Awaited<ReturnType<typeof selectContacts>>[number];

export type ContactInsert = typeof contacts.$inferInsert;
export type ContactPatch = Partial<Omit<ContactInsert, 'id' | 'organizationId' | 'createdAt'>>;

function selectContacts(db: DbOrTx) {
  return db.select(contactColumns).from(contacts).leftJoin(owner, eq(owner.id, contacts.ownerId));
}

/** One visible contact, or null (outside the scope condition, deleted, or no such id). */
export async function findVisibleContact(
  db: DbOrTx,
  id: string,
  scope: SQL,
  forUpdate = false,
): Promise<ContactRow | null> {
  const query = selectContacts(db)
    .where(and(eq(contacts.id, id), scope))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: contacts }) : await query;
  return (row as ContactRow | undefined) ?? null;
}

/** One contact whatever the scope, deleted ones included: a row the caller has just written, read back. */
export async function findContactById(db: DbOrTx, id: string): Promise<ContactRow | null> {
  return findVisibleContact(db, id, sql`true`);
}

/** A contact within this scope, deleted or not: who is told that it was deleted (ADR 0176). */
export function findContactInScopeOrDeleted(db: DbOrTx, id: string, scope: ContactScope) {
  return findVisibleContact(db, id, scopeMembership(scope));
}

/** Contacts by id whatever the scope, deleted ones included: rows the caller has just written, read back. */
export function findContactsByIds(db: DbOrTx, ids: string[]): Promise<ContactRow[]> {
  return findVisibleContactsByIds(db, ids, sql`true`);
}

export async function findVisibleContactsByIds(
  db: DbOrTx,
  ids: string[],
  scope: SQL,
  forUpdate = false,
): Promise<ContactRow[]> {
  if (!ids.length) return [];
  const query = selectContacts(db).where(and(inArray(contacts.id, ids), scope));
  return (forUpdate ? await query.for('update', { of: contacts }) : await query) as ContactRow[];
}

const SORTS: Record<
  ContactSort,
  {
    order: SQL[];
    after: (v: string[]) => SQL;
    cursor: (r: ContactRow) => string[];
    kinds: CursorPart[];
  }
> = {
  name: {
    order: [asc(contacts.sortName), asc(contacts.id)],
    after: ([v, id]) => sql`(${contacts.sortName}, ${contacts.id}) > (${v}, ${id}::uuid)`,
    cursor: (r) => [r.sortName, r.id],
    kinds: ['text', 'uuid'],
  },
  '-created_at': {
    order: [desc(contacts.createdAt), desc(contacts.id)],
    after: ([v, id]) => sql`(${contacts.createdAt}, ${contacts.id}) < (${v}::timestamptz, ${id}::uuid)`,
    cursor: (r) => [r.createdAtText, r.id],
    kinds: ['timestamp', 'uuid'],
  },
  '-updated_at': {
    order: [desc(contacts.updatedAt), desc(contacts.id)],
    after: ([v, id]) => sql`(${contacts.updatedAt}, ${contacts.id}) < (${v}::timestamptz, ${id}::uuid)`,
    cursor: (r) => [r.updatedAtText, r.id],
    kinds: ['timestamp', 'uuid'],
  },
};

/** The order of a sort; the list's keyset pages and the export use it. */
export const contactOrder = (sort: ContactSort): SQL[] => SORTS[sort].order;

/** A keyset page of the selection: rows after the cursor in the chosen order, and the cursor of the next page. */
export async function findContactPage(
  db: DbOrTx,
  selection: ContactSelection,
  page: { sort: ContactSort; limit: number; cursor?: string | undefined },
): Promise<{ rows: ContactRow[]; nextCursor: string | null }> {
  const sort = SORTS[page.sort];
  const after = decodeCursor(page.cursor, sort.kinds);
  const where = selectionConditions(selection);
  const conditions = after ? [...where, sort.after(after)] : where;
  const rows = (await selectContacts(db)
    .where(and(...conditions))
    .orderBy(...sort.order)
    .limit(page.limit + 1)) as ContactRow[];
  const hasMore = rows.length > page.limit;
  const items = hasMore ? rows.slice(0, page.limit) : rows;
  const last = items[items.length - 1];
  return { rows: items, nextCursor: hasMore && last ? encodeCursor(sort.cursor(last)) : null };
}

export async function insertContacts(db: DbOrTx, values: ContactInsert[], chunk = 500): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < values.length; i += chunk) {
    const rows = await db
      .insert(contacts)
      .values(values.slice(i, i + chunk))
      .returning({ id: contacts.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Conditional when `expectedVersion` is given (ADR 0082); false = the contact moved on (nothing written). */
export async function updateContactRow(
  db: DbOrTx,
  id: string,
  patch: ContactPatch,
  expectedVersion?: number,
): Promise<boolean> {
  return updateIfVersion(db, contacts, id, expectedVersion, { ...patch, updatedAt: new Date() });
}

export async function updateContactsByIds(
  db: DbOrTx,
  ids: string[],
  patch: ContactPatch | Record<string, SQL | unknown>,
): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(contacts)
    .set({ ...(patch as ContactPatch), updatedAt: new Date() })
    .where(and(inArray(contacts.id, ids), isNull(contacts.deletedAt)))
    .returning({ id: contacts.id });
  return rows.length;
}

/** Soft delete, if the contact is still at `expectedVersion` (undefined: unconditionally); false when stale. */
export async function softDeleteContactRow(
  db: DbOrTx,
  id: string,
  expectedVersion?: number,
): Promise<boolean> {
  const now = new Date();
  return updateIfVersion(db, contacts, id, expectedVersion, { deletedAt: now, updatedAt: now });
}

/** Raises last_contacted_at to `at` (never lowers it). */
export async function touchLastContacted(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(contacts)
    .set({
      lastContactedAt: sql`greatest(${contacts.lastContactedAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(eq(contacts.id, id));
}
