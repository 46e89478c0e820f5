import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DocumentType } from '@threshold/domain/documents/document-enums';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import { insertDocument } from './documents.repository';
import { getDocument, invalidDocumentInput, resolveDocumentTarget } from './documents.service';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';

export interface GeneratedFile {
  transactionId: string;
  name: string;
  documentType: DocumentType;
  folder?: string | undefined;
  bytes: Uint8Array;
  /** What the audit row keeps about where it came from (e.g. the template id). */
  origin: Record<string, unknown>;
}

/** Files a PDF the server made (a generated template) on a deal, as version 1 of a new document. */
export async function fileGeneratedDocument(
  deps: FileAreaDeps,
  actor: Actor,
  file: GeneratedFile,
  requestId?: string,
) {
  const { db, storage } = deps;
  const target = await resolveDocumentTarget(db, actor, { transaction_id: file.transactionId });
  if (file.bytes.length > deps.uploadMaxBytes)
    throw invalidDocumentInput({ _: 'The generated file is too large' });
  const documentId = randomUUID();
  const versionId = randomUUID();
  const key = `documents/${documentId}/${versionId}`;
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  await storage.put(key, Readable.from([Buffer.from(file.bytes)]));
  try {
    await db.transaction(async (tx) => {
      await insertDocument(
        tx,
        {
          id: documentId,
          organizationId: target.organizationId,
          ownerId: actor.userId,
          transactionId: target.transactionId,
          folder: file.folder ?? null,
          name: file.name,
          documentType: file.documentType,
        },
        {
          id: versionId,
          storageKey: key,
          sizeBytes: file.bytes.length,
          sha256,
          source: 'generated',
          originalFilename: `${file.name}.pdf`,
          uploadedBy: actor.userId,
        },
      );
      await writeAudit(tx, {
        organizationId: target.organizationId,
        actorUserId: actor.userId,
        action: 'document.generate',
        entityType: 'document',
        entityId: documentId,
        after: { name: file.name, version: 1, size_bytes: file.bytes.length, sha256, ...file.origin },
        requestId,
      });
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return getDocument(db, actor, documentId);
}
