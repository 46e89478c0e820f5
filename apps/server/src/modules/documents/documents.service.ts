import { Readable } from 'node:stream';
import { createHash, randomUUID } from 'node:crypto';
import type {
  DownloadQuery,
  ListDocumentsQuery,
  UploadDocumentQuery,
  UploadVersionQuery,
} from '@threshold/domain/documents/document.contract';
import { UPLOAD_CONTENT_TYPES } from '@threshold/domain/documents/document-enums';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { openUpload, readWhole } from '../../platform/storage/upload-stream';
import { canEditDocuments, canRestoreDocuments } from './document-access';
import { toDocumentDto, toVersionDto } from './documents.dto';
import {
  findContactForFiling,
  findDealForFiling,
  findDocumentInScope,
  findDocumentPage,
  findListingForFiling,
  findVersion,
  findVersions,
  insertDocument,
  insertNextVersion,
  type DocumentRow,
} from './documents.repository';
import { offThread } from '../../platform/workers/off-thread';
import type * as imagePdf from './image-to-pdf';
import { approvalSummaries, NO_APPROVAL } from './document-approval-summary';
import { signatureWaitsSince } from './document-signature-waiting.repository';
import { cancelPendingForNewVersion } from './document-approvals.repository';

/** Decoding an image and writing its PDF is CPU work: a worker thread does it (ADR 0191). */
const imageWork = offThread<typeof imagePdf>(import.meta.url, './image-to-pdf');

const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', fields);

/** A document the caller may see; a deleted one only for those who may restore it. 404 otherwise. */
export async function loadDocument(db: DbOrTx, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}) {
  const row = await findDocumentInScope(db, actor, id, opts);
  if (!row || (row.document.deletedAt && !canRestoreDocuments(actor))) throw notFound('Document');
  return row;
}

/** The API shape of documents, with their approval state and what they wait for from the caller. */
async function dtos(db: DbOrTx, actor: Actor, rows: DocumentRow[]) {
  const ids = rows.map((r) => r.document.id);
  const [summaries, signatures] = await Promise.all([
    approvalSummaries(db, actor.userId, ids),
    signatureWaitsSince(db, actor, ids),
  ]);
  return rows.map((row) => {
    const approval = summaries.get(row.document.id) ?? NO_APPROVAL;
    const signatureSince = signatures.get(row.document.id);
    const waiting = signatureSince
      ? [...approval.waiting, { reason: 'signature' as const, since: signatureSince.toISOString() }]
      : approval.waiting;
    return toDocumentDto(row, { canEdit: canEditDocuments(actor), approval: { ...approval, waiting } });
  });
}

export async function listDocuments(db: Db, actor: Actor, query: ListDocumentsQuery) {
  if (query.status === 'deleted' && !canRestoreDocuments(actor)) return { items: [], nextCursor: null };
  const parts = decodeCursor(query.cursor, ['timestamp', 'uuid']);
  const after = parts ? { at: parts[0]!, id: parts[1]! } : null;
  const { rows, next } = await findDocumentPage(db, actor, query, after);
  return {
    items: await dtos(db, actor, rows),
    nextCursor: next ? encodeCursor([next.at, next.id]) : null,
  };
}

export async function getDocument(db: DbOrTx, actor: Actor, id: string) {
  const row = await loadDocument(db, actor, id);
  const [versions, [document]] = await Promise.all([findVersions(db, id), dtos(db, actor, [row])]);
  return { ...document!, versions: versions.map((v) => toVersionDto(v.version, v.uploaderName)) };
}

/** Where a document may go: a deal, listing or contact the caller may file on (400 otherwise), or the own space. */
async function resolveTarget(
  db: DbOrTx,
  actor: Actor,
  target: { transaction_id?: string | null; listing_id?: string | null; contact_id?: string | null },
) {
  const none = { transactionId: null, listingId: null, contactId: null };
  if (target.transaction_id) {
    const deal = await findDealForFiling(db, actor, target.transaction_id);
    if (!deal) throw invalid({ transaction_id: 'No such deal' });
    return { ...none, transactionId: deal.id, organizationId: deal.organizationId };
  }
  if (target.listing_id) {
    const listing = await findListingForFiling(db, actor, target.listing_id);
    if (!listing) throw invalid({ listing_id: 'No such listing' });
    return { ...none, listingId: listing.id, organizationId: listing.organizationId };
  }
  if (target.contact_id) {
    const contact = await findContactForFiling(db, actor, target.contact_id);
    if (!contact) throw invalid({ contact_id: 'No such contact' });
    return { ...none, contactId: contact.id, organizationId: contact.organizationId };
  }
  return { ...none, organizationId: actor.organizationId };
}

function assertCanEdit(actor: Actor) {
  if (!canEditDocuments(actor)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
}

/**
 * Streams the request body into storage as a PDF (ADR 0113): a PDF as it is, a PNG or JPEG
 * converted to a one-page PDF. Anything else — whatever its name says — is refused with 400.
 */
async function storeUpload(
  deps: FileAreaDeps,
  request: Request,
  key: string,
  title: string,
  givenFilename: string | undefined,
) {
  const upload = await openUpload(request, { maxBytes: deps.uploadMaxBytes, allowed: UPLOAD_CONTENT_TYPES });
  // The name as uploaded, with the extension of what was really uploaded (an image stays named as one).
  const originalFilename = upload.nameFor(givenFilename?.trim() || title);
  if (upload.contentType === 'application/pdf') {
    await deps.storage.put(key, upload.stream);
    return { ...upload.digest(), source: 'upload' as const, originalFilename };
  }
  const pdf = await imageWork.imageToPdf(await readWhole(upload), title);
  const { sizeBytes } = await deps.storage.put(key, Readable.from([Buffer.from(pdf)]));
  return {
    sizeBytes,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    source: 'image' as const,
    originalFilename,
  };
}

export async function uploadDocument(
  deps: FileAreaDeps,
  actor: Actor,
  request: Request,
  query: UploadDocumentQuery,
  requestId?: string,
) {
  assertCanEdit(actor);
  const { db, storage } = deps;
  const target = await resolveTarget(db, actor, query);
  const documentId = randomUUID();
  const versionId = randomUUID();
  const key = `documents/${documentId}/${versionId}`;
  const stored = await storeUpload(deps, request, key, query.name, query.filename);
  try {
    await db.transaction(async (tx) => {
      await insertDocument(
        tx,
        {
          id: documentId,
          organizationId: target.organizationId,
          ownerId: actor.userId,
          transactionId: target.transactionId,
          listingId: target.listingId,
          contactId: target.contactId,
          folder: target.transactionId ? (query.folder ?? null) : null,
          name: query.name,
          documentType: query.document_type,
          sharedWithClients: query.shared_with_clients ?? false,
        },
        {
          id: versionId,
          storageKey: key,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          source: stored.source,
          originalFilename: stored.originalFilename,
          uploadedBy: actor.userId,
        },
      );
      await writeAudit(tx, {
        organizationId: target.organizationId,
        actorUserId: actor.userId,
        action: 'document.upload',
        entityType: 'document',
        entityId: documentId,
        after: { name: query.name, version: 1, size_bytes: stored.sizeBytes, sha256: stored.sha256 },
        requestId,
      });
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return getDocument(db, actor, documentId);
}

/** A new version: the old ones stay, the new one becomes current. */
export async function uploadVersion(
  deps: FileAreaDeps,
  actor: Actor,
  id: string,
  request: Request,
  query: UploadVersionQuery,
  requestId?: string,
) {
  assertCanEdit(actor);
  const { db, storage } = deps;
  const row = await loadDocument(db, actor, id);
  if (row.document.deletedAt) throw new AppError('CONFLICT', 'Restore the document before adding a version');
  const versionId = randomUUID();
  const key = `documents/${id}/${versionId}`;
  const stored = await storeUpload(deps, request, key, row.document.name, query.filename);
  try {
    await db.transaction(async (tx) => {
      await loadDocument(tx, actor, id, { forUpdate: true });
      const number = await insertNextVersion(tx, id, {
        id: versionId,
        storageKey: key,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        source: stored.source,
        originalFilename: stored.originalFilename,
        uploadedBy: actor.userId,
      });
      // The pending approvals were about the old bytes: a new version cancels them (ADR 0165).
      const cancelled = await cancelPendingForNewVersion(tx, id);
      await writeAudit(tx, {
        organizationId: row.document.organizationId,
        actorUserId: actor.userId,
        action: 'document.version',
        entityType: 'document',
        entityId: id,
        after: {
          version: number,
          size_bytes: stored.sizeBytes,
          sha256: stored.sha256,
          ...(cancelled.length > 0 && { approvals_cancelled: cancelled.length }),
        },
        requestId,
      });
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return getDocument(db, actor, id);
}

/** The file of the current (or a given) version, streamed; access is checked like any read. */
export async function downloadDocument(deps: FileAreaDeps, actor: Actor, id: string, query: DownloadQuery) {
  const row = await loadDocument(deps.db, actor, id);
  const version = query.version ? await findVersion(deps.db, id, query.version) : row.current;
  if (!version) throw notFound('Version');
  const [body, info] = await Promise.all([
    deps.storage.get(version.storageKey),
    deps.storage.stat(version.storageKey),
  ]);
  if (!body || !info) throw new AppError('INTERNAL', 'The stored file is missing');
  const filename = version.originalFilename.toLowerCase().endsWith('.pdf')
    ? version.originalFilename
    : `${version.originalFilename}.pdf`;
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(info.sizeBytes),
      'Content-Disposition': `${query.disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'private, no-store',
      ETag: `"${version.sha256}"`,
    },
  });
}

/** Loads for a write and checks the version; a stale one is a 409 with the document as it is now. */
async function lockForWrite(tx: DbOrTx, actor: Actor, id: string, expectedVersion: number | undefined) {
  const row = await loadDocument(tx, actor, id, { forUpdate: true });
  if (expectedVersion !== undefined && row.document.version !== expectedVersion) {
    const [current] = await dtos(tx, actor, [row]);
    throw staleVersion(current, await latestChangeOf(tx, 'document', id));
  }
  return row;
}

export {
  invalid as invalidDocumentInput,
  lockForWrite as lockDocumentForWrite,
  resolveTarget as resolveDocumentTarget,
};
