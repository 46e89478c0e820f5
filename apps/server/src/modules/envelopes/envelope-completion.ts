import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { DbOrTx } from '../../platform/db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { recordNotice } from '../notifications/notify.service';
import { AppError } from '../../platform/http/errors';
import { findVersion, insertNextVersion } from '../documents/documents.repository';
import { sealPdf, type SealCertificate, type SealDeps, type SealFieldValue } from '../sealing/seal-pdf';
import { recordSealedDocument } from '../sealing/sealed-documents.repository';
import { mailCompleted } from './envelope-email';
import { readStoredFile } from './envelope-files';
import { findUser } from './envelope-people.repository';
import { hashSigningToken, signingToken } from './envelope-token';
import type { EventOrigin } from './envelopes-deps';
import {
  findEnvelopeParts,
  insertEvents,
  updateEnvelopeRow,
  updateRecipientRow,
  type EnvelopeWithDocument,
  type FieldRow,
} from './envelopes.repository';

/** A stored field value as the seal burns it in (drawn signatures back to PNG bytes). */
function sealValueOf(f: FieldRow): SealFieldValue | null {
  const v = f.value;
  if (!v) return null;
  const value = 'png' in v ? { png: new Uint8Array(Buffer.from(v.png, 'base64')) } : v;
  return {
    page: f.page,
    x: f.x,
    y: f.y,
    width: f.width,
    height: f.height,
    kind: f.kind as SealFieldValue['kind'],
    value,
  };
}

/** What sealing an envelope needs inside the transaction: the stored files and the signing settings. */
export interface CompletionDeps {
  storage: FileStorage;
  config: SealDeps['config'];
}

/**
 * The last recipient finished (in their transaction, the envelope row locked, so only one request
 * gets here): the values are sealed into the document by the sealing library (ADR 0160), the result
 * is filed as the document's next version (ADR 0164) and recorded for /verify, the envelope is
 * completed, and every recipient's link moves on to a copy link. The e-mails and in-app notices are
 * recorded as effects in the same transaction (ADR 0192) and go out after commit.
 */
export async function completeEnvelope(
  deps: CompletionDeps,
  tx: DbOrTx,
  row: EnvelopeWithDocument,
  origin: EventOrigin,
) {
  const e = row.envelope;
  const now = new Date();
  await insertEvents(tx, [
    {
      envelopeId: e.id,
      action: 'completed',
      actorName: 'Threshold',
      actorEmail: null,
      ...origin,
      detail: 'Every recipient finished',
      at: now,
    },
  ]);
  const { recipients, fields, events } = await findEnvelopeParts(tx, [e.id]);
  const signers = new Map<string, string>();
  for (const r of recipients)
    if (r.signedByUserId) signers.set(r.id, (await findUser(tx, r.signedByUserId))?.email ?? '');
  const certificate: SealCertificate = {
    title: e.title,
    envelopeId: e.id,
    organizationName: row.organizationName,
    recipients: recipients.map((r) => ({
      name: r.name,
      email: r.email ?? signers.get(r.id) ?? '',
      role: r.role as 'signer',
      status: r.status,
      completedAt: r.completedAt,
    })),
    events: events.map((ev) => ({
      at: ev.at,
      action: ev.action,
      actorName: ev.actorName,
      actorEmail: ev.actorEmail,
      ipAddress: ev.ipAddress,
      userAgent: ev.userAgent,
      detail: ev.detail ?? undefined,
    })),
  };
  const version = await findVersion(tx, e.documentId, e.documentVersion);
  if (!version) throw new AppError('INTERNAL', 'The document version is missing');
  const original = await readStoredFile(deps.storage, version.storageKey);
  const sealed = await sealPdf({ db: tx, config: deps.config }, e.organizationId, {
    original,
    fields: fields.flatMap((f) => sealValueOf(f) ?? []),
    certificate,
  });
  const versionId = randomUUID();
  const key = `documents/${e.documentId}/${versionId}`;
  const { sizeBytes } = await deps.storage.put(key, Readable.from([Buffer.from(sealed.bytes)]));
  const number = await insertNextVersion(tx, e.documentId, {
    id: versionId,
    storageKey: key,
    sizeBytes,
    sha256: sealed.sealedSha256,
    source: 'sealed',
    originalFilename: `${e.title} (signed).pdf`,
    uploadedBy: e.createdBy,
  });
  await recordSealedDocument(tx, {
    organizationId: e.organizationId,
    envelopeId: e.id,
    documentId: e.documentId,
    documentVersion: number,
    originalSha256: sealed.originalSha256,
    sealedSha256: sealed.sealedSha256,
    certificate,
    sealedAt: now,
  });
  await updateEnvelopeRow(tx, e.id, {
    status: 'completed',
    completedAt: now,
    currentOrder: null,
    sealedDocumentVersion: number,
  });
  await insertEvents(tx, [
    {
      envelopeId: e.id,
      action: 'sealed',
      actorName: 'Threshold',
      actorEmail: null,
      ...origin,
      detail: `Filed as version ${number} (SHA-256 ${sealed.sealedSha256})`,
      // After 'completed' (the database's now() is the transaction's start, before it).
      at: new Date(),
    },
  ]);
  await writeAudit(tx, {
    organizationId: e.organizationId,
    actorUserId: null,
    action: 'document.version',
    entityType: 'document',
    entityId: e.documentId,
    after: { version: number, source: 'sealed', envelope_id: e.id, sha256: sealed.sealedSha256 },
  });
  const copies: typeof recipients = [];
  for (const r of recipients) {
    const generation = r.tokenGeneration + 1;
    await updateRecipientRow(tx, r.id, {
      tokenGeneration: generation,
      tokenHash: hashSigningToken(signingToken(deps.config.authSecret, r.id, generation)),
    });
    copies.push({ ...r, tokenGeneration: generation });
  }
  const info = {
    title: e.title,
    message: e.message,
    organizationName: row.organizationName,
    expiresAt: null,
  };
  await mailCompleted({ db: tx, config: deps.config }, info, copies);
  // The sender and the members who signed hear of it in the app too (ADR 0167's signature_completed).
  await recordNotice(tx, {
    recipients: [e.createdBy, ...recipients.map((r) => r.userId)],
    kind: 'signature_completed' as const,
    subject: { type: 'document' as const, id: e.documentId },
    title: `Signed by everyone: ${e.title}`,
    body: `The sealed copy is version ${number} of the document.`,
    actorId: null,
    organizationId: e.organizationId,
  });
}
