import { Readable } from 'node:stream';
import type {
  AttachLeaseDocumentInput,
  LeaseDocumentsDto,
} from '@threshold/domain/rentals/lease-document.contract';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { loadDocument } from '../documents/documents.service';
import { findLeaseDocuments, insertLeaseDocument } from './lease-documents.repository';
import { loadLease } from './rentals-access';
import { isRentalsStaff } from './rentals-scope.repository';

/** Staff in scope see every document of the lease; its renters and landlords the shared ones. */
async function documentsOf(db: DbOrTx, actor: Actor, leaseId: string) {
  await loadLease(db, actor, leaseId);
  return findLeaseDocuments(db, leaseId, !isRentalsStaff(actor));
}

export async function listLeaseDocuments(
  db: DbOrTx,
  actor: Actor,
  leaseId: string,
): Promise<LeaseDocumentsDto> {
  const rows = await documentsOf(db, actor, leaseId);
  return {
    items: rows.map((r) => ({
      document_id: r.documentId,
      name: r.name,
      document_type: r.documentType,
      shared_with_clients: r.sharedWithClients,
      size_bytes: r.sizeBytes,
      attached_at: r.attachedAt.toISOString(),
    })),
  };
}

/**
 * Attaches a document the caller can read (uploaded through /api/documents) to a lease they manage
 * (ADR 0171). The documents module keeps the file, versions and soft delete; this is the link.
 */
export async function attachLeaseDocument(
  db: Db,
  actor: Actor,
  leaseId: string,
  input: AttachLeaseDocumentInput,
  requestId?: string,
) {
  return db.transaction(async (tx) => {
    const lease = await loadLease(tx, actor, leaseId);
    const document = await loadDocument(tx, actor, input.document_id).catch(() => null);
    if (!document || document.document.deletedAt)
      throw new AppError('VALIDATION_FAILED', 'Choose one of your documents', {
        document_id: 'Not a document you can see',
      });
    if (document.document.organizationId !== lease.lease.organizationId)
      throw new AppError('VALIDATION_FAILED', 'Choose a document of the lease’s organization', {
        document_id: 'Belongs to another organization',
      });
    if (
      !(await insertLeaseDocument(tx, { leaseId, documentId: input.document_id, attachedBy: actor.userId }))
    )
      throw new AppError('CONFLICT', 'This document is already attached to the lease');
    await writeAudit(tx, {
      organizationId: lease.lease.organizationId,
      actorUserId: actor.userId,
      action: 'lease.document_attach',
      entityType: 'lease',
      entityId: leaseId,
      after: { document_id: input.document_id },
      requestId,
    });
    return listLeaseDocuments(tx, actor, leaseId);
  });
}

/** The current version of a lease's document, for whoever may read it through the lease. */
export async function downloadLeaseDocument(
  files: FileAreaDeps,
  actor: Actor,
  leaseId: string,
  documentId: string,
) {
  const row = (await documentsOf(files.db, actor, leaseId)).find((d) => d.documentId === documentId);
  if (!row) throw notFound('Document');
  const body = await files.storage.get(row.storageKey);
  if (!body) throw new AppError('INTERNAL', 'The stored file is missing');
  const filename = row.originalFilename.toLowerCase().endsWith('.pdf')
    ? row.originalFilename
    : `${row.originalFilename}.pdf`;
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(row.sizeBytes),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
