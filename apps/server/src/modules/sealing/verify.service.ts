import type { VerifyResultDto } from '@threshold/domain/documents/verify.contract';
import type { DbOrTx } from '../../platform/db/client';
import { openUpload, readWhole } from '../../platform/storage/upload-stream';
import { findSealedDocumentBySha256 } from './sealed-documents.repository';
import type { StoredSealCertificate } from './sealing.schema';
import { offThread } from '../../platform/workers/off-thread';
import type * as signatureCheck from './signature-check';
import type { SignatureCheck } from './signature-check';

const pdfWork = offThread<typeof signatureCheck>(import.meta.url, './signature-check');

type SealedRow = NonNullable<Awaited<ReturnType<typeof findSealedDocumentBySha256>>>;

/** The sealed record's certificate, and only that (ADR 0161). */
function toMatchDto(row: SealedRow, signature: SignatureCheck | null): VerifyResultDto {
  const certificate: StoredSealCertificate = row.certificate;
  return {
    match: true,
    sha256: row.sealedSha256,
    signature,
    title: row.title,
    organization_name: certificate.organizationName,
    sealed_at: row.sealedAt.toISOString(),
    original_sha256: row.originalSha256,
    sealed_sha256: row.sealedSha256,
    recipients: certificate.recipients.map((r) => ({
      name: r.name,
      email: r.email,
      role: r.role,
      status: r.status,
      completed_at: r.completedAt,
    })),
    events: certificate.events.map((e) => ({
      at: e.at,
      action: e.action,
      actor_name: e.actorName,
      actor_email: e.actorEmail,
      ip_address: e.ipAddress,
      user_agent: e.userAgent,
      detail: e.detail ?? null,
    })),
  };
}

async function lookUp(
  db: DbOrTx,
  sha256: string,
  signature: SignatureCheck | null,
): Promise<VerifyResultDto> {
  const row = await findSealedDocumentBySha256(db, sha256);
  return row ? toMatchDto(row, signature) : { match: false, sha256, signature };
}

/** A hash typed or computed in the browser: matched against sealed files only. */
export function verifyHash(db: DbOrTx, sha256: string) {
  return lookUp(db, sha256, null);
}

/**
 * An uploaded PDF (streamed, refused past the upload limit or when it is not a PDF): its SHA-256
 * looked up among sealed files, and its embedded signature checked on its own bytes.
 */
export async function verifyUpload(db: DbOrTx, request: Request, maxBytes: number) {
  const upload = await openUpload(request, { maxBytes, allowed: ['application/pdf'] });
  const { sha256, signature } = await pdfWork.inspectPdf(await readWhole(upload));
  return lookUp(db, sha256, signature);
}
