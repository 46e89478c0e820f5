import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { signatureWaitsOnCaller } from './document-signature-waiting.repository';
import type { ListDocumentsQuery } from '@threshold/domain/documents/document.contract';
import { users } from '../../platform/auth/auth.schema';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { timestampText } from '../../platform/db/keyset-cursor';
import { containsPattern } from '../../platform/db/like';
import { contacts } from '../contacts/contacts.schema';
import { properties, listings } from '../listings/listings.schema';
import { transactionChecklistItems } from '../transactions/transaction-work.schema';
import { transactions } from '../transactions/transactions.schema';
import { documentVersions, documents } from './documents.schema';
import { documentApprovals } from './document-approvals.schema';
import {
  contactAcceptsDocuments,
  dealAcceptsDocuments,
  documentScope,
  listingAcceptsDocuments,
} from './documents-scope.sql';

export type DocumentInsert = typeof documents.$inferInsert;
export type VersionInsert = typeof documentVersions.$inferInsert;

const owners = alias(users, 'document_owner');

const rowColumns = {
  document: documents,
  current: documentVersions,
  ownerName: owners.name,
  uploaderName: users.name,
  transactionTitle: transactions.title,
  listingAddress: properties.addressLine1,
  contactName: sql<string | null>`trim(concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}))`,
  checklistTitle: transactionChecklistItems.title,
  sortAt: timestampText(documents.createdAt),
  versionCount: documents.currentVersion,
};

function selectRows(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(documents)
    .innerJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, documents.id),
        eq(documentVersions.number, documents.currentVersion),
      ),
    )
    .leftJoin(owners, eq(owners.id, documents.ownerId))
    .leftJoin(users, eq(users.id, documentVersions.uploadedBy))
    .leftJoin(transactions, eq(transactions.id, documents.transactionId))
    .leftJoin(listings, eq(listings.id, documents.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(contacts, eq(contacts.id, documents.contactId))
    .leftJoin(transactionChecklistItems, eq(transactionChecklistItems.id, documents.checklistItemId));
}
export type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** One document in the caller's scope (deleted ones too: the service decides), or null. */
export async function findDocumentInScope(
  db: DbOrTx,
  actor: Actor,
  id: string,
  opts: { forUpdate?: boolean } = {},
) {
  if (opts.forUpdate) {
    // Lock the document row alone (FOR UPDATE cannot apply to the nullable side of outer joins).
    const [locked] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, id), documentScope(actor)))
      .for('update');
    if (!locked) return null;
  }
  const [row] = await selectRows(db).where(and(eq(documents.id, id), documentScope(actor)));
  return row ?? null;
}

/** A page of documents in scope, newest first (keyset on created_at, id). */
export async function findDocumentPage(
  db: DbOrTx,
  actor: Actor,
  query: ListDocumentsQuery,
  after: { at: string; id: string } | null,
) {
  const where: (SQL | undefined)[] = [
    documentScope(actor),
    query.status === 'deleted' ? isNotNull(documents.deletedAt) : isNull(documents.deletedAt),
    query.transaction_id ? eq(documents.transactionId, query.transaction_id) : undefined,
    query.listing_id ? eq(documents.listingId, query.listing_id) : undefined,
    query.contact_id ? eq(documents.contactId, query.contact_id) : undefined,
    query.waiting === 'me' ? or(pendingOn(actor.userId), signatureWaitsOnCaller(actor)) : undefined,
    query.document_type ? eq(documents.documentType, query.document_type) : undefined,
    query.folder ? eq(documents.folder, query.folder) : undefined,
    query.q ? ilike(documents.name, containsPattern(query.q)) : undefined,
    attachedFilter(query.attached_to),
    after
      ? sql`(${documents.createdAt}, ${documents.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined,
  ];
  const rows = await selectRows(db)
    .where(and(...where))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const items = more ? rows.slice(0, query.limit) : rows;
  const last = items.at(-1);
  return { rows: items, next: more && last ? { at: last.sortAt, id: last.document.id } : null };
}

/** Documents with an approval pending on the user (ADR 0166; a new version cancels older ones). */
function pendingOn(userId: string): SQL {
  return sql`exists (select 1 from ${documentApprovals} where ${documentApprovals.documentId} = ${documents.id} and ${documentApprovals.approverId} = ${userId} and ${documentApprovals.status} = 'pending')`;
}

function attachedFilter(attached: ListDocumentsQuery['attached_to']): SQL | undefined {
  if (attached === 'deal') return isNotNull(documents.transactionId);
  if (attached === 'listing') return isNotNull(documents.listingId);
  if (attached === 'contact') return isNotNull(documents.contactId);
  if (attached === 'personal')
    return and(isNull(documents.transactionId), isNull(documents.listingId), isNull(documents.contactId));
  return undefined;
}

export async function findVersions(db: DbOrTx, documentId: string) {
  return db
    .select({ version: documentVersions, uploaderName: users.name })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.uploadedBy))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.number));
}

export async function findVersion(db: DbOrTx, documentId: string, number: number) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.number, number)));
  return row ?? null;
}

export async function insertDocument(
  tx: DbOrTx,
  document: DocumentInsert,
  version: Omit<VersionInsert, 'documentId' | 'number'>,
) {
  const [row] = await tx.insert(documents).values(document).returning({ id: documents.id });
  await tx.insert(documentVersions).values({ ...version, documentId: row!.id, number: 1 });
  return row!.id;
}

/** Appends the next version and makes it current; answers its number. */
export async function insertNextVersion(
  tx: DbOrTx,
  documentId: string,
  version: Omit<VersionInsert, 'documentId' | 'number'>,
) {
  const [updated] = await tx
    .update(documents)
    .set({ currentVersion: sql`${documents.currentVersion} + 1`, updatedAt: new Date() })
    .where(eq(documents.id, documentId))
    .returning({ number: documents.currentVersion });
  await tx.insert(documentVersions).values({ ...version, documentId, number: updated!.number });
  return updated!.number;
}

export type DocumentPatch = Partial<
  Pick<
    DocumentInsert,
    | 'name'
    | 'documentType'
    | 'transactionId'
    | 'listingId'
    | 'contactId'
    | 'organizationId'
    | 'folder'
    | 'sharedWithClients'
    | 'checklistItemId'
    | 'deletedAt'
    | 'deletedBy'
  >
>;

/** A conditional write (ADR 0083): false when the document moved past `expectedVersion`. */
export async function updateDocumentRow(
  tx: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  patch: DocumentPatch,
) {
  const rows = await tx
    .update(documents)
    .set({ ...patch, updatedAt: new Date(), version: sql`${documents.version} + 1` })
    .where(
      expectedVersion === undefined
        ? eq(documents.id, id)
        : and(eq(documents.id, id), eq(documents.version, expectedVersion)),
    )
    .returning({ id: documents.id });
  return rows.length > 0;
}

/** The deal's organization when the caller may file documents on it, else null. */
export async function findDealForFiling(db: DbOrTx, actor: Actor, transactionId: string) {
  const [row] = await db
    .select({ id: transactions.id, organizationId: transactions.organizationId })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), dealAcceptsDocuments(actor, transactionId)));
  return row ?? null;
}

export async function findListingForFiling(db: DbOrTx, actor: Actor, listingId: string) {
  const [row] = await db
    .select({ id: listings.id, organizationId: listings.organizationId })
    .from(listings)
    .where(and(eq(listings.id, listingId), listingAcceptsDocuments(actor, listingId)));
  return row ?? null;
}

/** The contact's organization when the caller may file documents on it (in their contact scope), else null. */
export async function findContactForFiling(db: DbOrTx, actor: Actor, contactId: string) {
  const [row] = await db
    .select({ id: contacts.id, organizationId: contacts.organizationId })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), contactAcceptsDocuments(actor, contactId)));
  return row ?? null;
}

/** A checklist item of the deal, or null. */
export async function findChecklistItemOfDeal(db: DbOrTx, transactionId: string, itemId: string) {
  const [row] = await db
    .select({ id: transactionChecklistItems.id, title: transactionChecklistItems.title })
    .from(transactionChecklistItems)
    .where(
      and(
        eq(transactionChecklistItems.id, itemId),
        eq(transactionChecklistItems.transactionId, transactionId),
      ),
    );
  return row ?? null;
}

/**
 * The checklist item's document reference follows the link (ADR 0114): linking sets the item's
 * document_id and document_name to this document; unlinking clears the items that pointed at it.
 */
export async function linkChecklistItems(
  tx: DbOrTx,
  document: { id: string; name: string },
  itemId: string | null,
) {
  await tx
    .update(transactionChecklistItems)
    .set({ documentId: null, documentName: null, updatedAt: new Date() })
    .where(eq(transactionChecklistItems.documentId, document.id));
  if (itemId)
    await tx
      .update(transactionChecklistItems)
      .set({ documentId: document.id, documentName: document.name, updatedAt: new Date() })
      .where(eq(transactionChecklistItems.id, itemId));
}

/** Folder names in use on a deal (for the move dialog). */
export async function findDealFolders(db: DbOrTx, actor: Actor, transactionId: string) {
  const rows = await db
    .selectDistinct({ folder: documents.folder })
    .from(documents)
    .where(
      and(
        eq(documents.transactionId, transactionId),
        isNotNull(documents.folder),
        isNull(documents.deletedAt),
        documentScope(actor),
      ),
    );
  return rows.map((r) => r.folder!).sort();
}

export async function findUserNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
