import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documents, documentVersions } from '../documents/documents.schema';
import { leaseDocuments } from './lease-documents.schema';

/** A lease's live (not deleted) documents with their current version, newest attachment first. */
export async function findLeaseDocuments(db: DbOrTx, leaseId: string, onlyShared: boolean) {
  const where = [eq(leaseDocuments.leaseId, leaseId), isNull(documents.deletedAt)];
  if (onlyShared) where.push(eq(documents.sharedWithClients, true));
  return db
    .select({
      documentId: documents.id,
      name: documents.name,
      documentType: documents.documentType,
      sharedWithClients: documents.sharedWithClients,
      attachedAt: leaseDocuments.createdAt,
      storageKey: documentVersions.storageKey,
      sizeBytes: documentVersions.sizeBytes,
      originalFilename: documentVersions.originalFilename,
    })
    .from(leaseDocuments)
    .innerJoin(documents, eq(documents.id, leaseDocuments.documentId))
    .innerJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, documents.id),
        eq(documentVersions.number, documents.currentVersion),
      ),
    )
    .where(and(...where))
    .orderBy(desc(leaseDocuments.createdAt), desc(documents.id));
}

/** Links a document to a lease; answers false when it already was. */
export async function insertLeaseDocument(db: DbOrTx, values: typeof leaseDocuments.$inferInsert) {
  const rows = await db.insert(leaseDocuments).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}
