import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { SealCertificate } from './seal-pdf';
import { sealedDocuments, type StoredSealCertificate } from './sealing.schema';

export interface SealedDocumentRecord {
  organizationId: string;
  envelopeId: string;
  documentId: string;
  documentVersion: number;
  originalSha256: string;
  sealedSha256: string;
  certificate: SealCertificate;
  sealedAt?: Date;
}

/** The certificate as kept in the row: the same snapshot, dates as ISO strings. */
export function toStoredCertificate(certificate: SealCertificate): StoredSealCertificate {
  return {
    title: certificate.title,
    envelopeId: certificate.envelopeId,
    organizationName: certificate.organizationName,
    recipients: certificate.recipients.map((r) => ({
      ...r,
      completedAt: r.completedAt?.toISOString() ?? null,
    })),
    events: certificate.events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

/** Records a sealed PDF (call it in the transaction that files the sealed version); answers the row id. */
export async function recordSealedDocument(tx: DbOrTx, record: SealedDocumentRecord): Promise<string> {
  const [row] = await tx
    .insert(sealedDocuments)
    .values({
      organizationId: record.organizationId,
      envelopeId: record.envelopeId,
      documentId: record.documentId,
      documentVersion: record.documentVersion,
      originalSha256: record.originalSha256,
      sealedSha256: record.sealedSha256,
      title: record.certificate.title,
      certificate: toStoredCertificate(record.certificate),
      sealedAt: record.sealedAt,
    })
    .returning({ id: sealedDocuments.id });
  return row!.id;
}

/** The sealed record whose final file has this SHA-256 (lower-case hex). */
export async function findSealedDocumentBySha256(db: DbOrTx, sealedSha256: string) {
  const [row] = await db.select().from(sealedDocuments).where(eq(sealedDocuments.sealedSha256, sealedSha256));
  return row;
}
