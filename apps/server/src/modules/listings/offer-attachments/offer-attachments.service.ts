import { randomUUID } from 'node:crypto';
import {
  MAX_OFFER_ATTACHMENT_BYTES,
  MAX_OFFER_ATTACHMENTS,
  OFFER_ATTACHMENT_TYPES,
  type UploadOfferAttachmentQuery,
} from '@threshold/domain/listings/offer-attachment.contract';
import { writeAudit } from '../../../platform/audit/audit.repository';
import type { Actor } from '../../../platform/authz/actor';
import type { DbOrTx } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/http/errors';
import type { FileAreaDeps } from '../../../platform/storage/file-area-deps';
import { openUpload } from '../../../platform/storage/upload-stream';
import { loadListingForReading } from '../listing-access';
import { getOfferRow } from '../offers.repository';
import { isOpenOffer } from '../offers.dto';
import { toAttachmentDto } from './offer-attachments.dto';
import { loadByToken } from '../offer-status.service';
import { attachmentResponse } from '../../../platform/storage/stored-file-response';
import {
  countAttachments,
  findAttachments,
  getAttachment,
  insertAttachment,
} from './offer-attachments.repository';

const tooMany = () =>
  new AppError('VALIDATION_FAILED', `An offer can have at most ${MAX_OFFER_ATTACHMENTS} attachments`, {
    file: `At most ${MAX_OFFER_ATTACHMENTS} files`,
  });

/**
 * The buyer's agent attaches a file through the private status link (ADR 0132): PDF or image, sniffed
 * from the content (a renamed .exe is a 400 on `file` before anything is written), at most 10 MB,
 * at most five per offer, while the offer is open.
 */
export async function uploadAttachment(
  files: FileAreaDeps,
  token: string,
  request: Request,
  query: UploadOfferAttachmentQuery,
  requestId?: string,
) {
  const { db, storage } = files;
  const row = await loadByToken(db, token);
  if (!isOpenOffer(row.offer))
    throw new AppError('CONFLICT', 'This offer is closed; files can no longer be added');
  if ((await countAttachments(db, row.offer.id)) >= MAX_OFFER_ATTACHMENTS) throw tooMany();
  const upload = await openUpload(request, {
    maxBytes: Math.min(files.uploadMaxBytes, MAX_OFFER_ATTACHMENT_BYTES),
    allowed: OFFER_ATTACHMENT_TYPES,
  });
  const id = randomUUID();
  const key = `offer-attachments/${row.offer.id}/${id}`;
  await storage.put(key, upload.stream);
  const { sizeBytes, sha256 } = upload.digest();
  try {
    const saved = await db.transaction(async (tx) => {
      await loadByToken(tx, token, true);
      if ((await countAttachments(tx, row.offer.id)) >= MAX_OFFER_ATTACHMENTS) throw tooMany();
      const saved = await insertAttachment(tx, {
        id,
        offerId: row.offer.id,
        kind: query.kind,
        filename: upload.nameFor(query.filename),
        contentType: upload.contentType,
        sizeBytes,
        sha256,
        storageKey: key,
      });
      await writeAudit(tx, {
        organizationId: row.organizationId,
        actorUserId: null,
        action: 'offer.attachment',
        entityType: 'offer',
        entityId: row.offer.id,
        after: { attachment_id: id, kind: query.kind, size_bytes: sizeBytes, sha256 },
        requestId,
      });
      return saved;
    });
    return toAttachmentDto(saved);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** The agent downloads their own file through the status link. */
export async function downloadOwnAttachment(files: FileAreaDeps, token: string, attachmentId: string) {
  const row = await loadByToken(files.db, token);
  const attachment = await getAttachment(files.db, row.offer.id, attachmentId);
  if (!attachment) throw notFound('Attachment');
  return attachmentResponse(files, attachment);
}

/** An offer whose listing the caller may read: staff in scope, the listing's seller clients (ADR 0099). */
async function offerForReading(db: DbOrTx, actor: Actor, offerId: string) {
  const offer = await getOfferRow(db, offerId);
  if (!offer) throw notFound('Offer');
  await loadListingForReading(db, actor, offer.listingId).catch(() => {
    throw notFound('Offer');
  });
  return offer;
}

export async function listAttachments(db: DbOrTx, actor: Actor, offerId: string) {
  const offer = await offerForReading(db, actor, offerId);
  return { attachments: (await findAttachments(db, offer.id)).map(toAttachmentDto) };
}

export async function downloadAttachment(
  files: FileAreaDeps,
  actor: Actor,
  offerId: string,
  attachmentId: string,
) {
  const offer = await offerForReading(files.db, actor, offerId);
  const attachment = await getAttachment(files.db, offer.id, attachmentId);
  if (!attachment) throw notFound('Attachment');
  return attachmentResponse(files, attachment);
}
