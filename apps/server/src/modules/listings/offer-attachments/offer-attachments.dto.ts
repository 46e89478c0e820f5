import {
  MAX_OFFER_ATTACHMENTS,
  type OfferAttachmentDto,
  type OfferAttachmentKind,
} from '@threshold/domain/listings/offer-attachment.contract';
import type { DbOrTx } from '../../../platform/db/client';
import { findAttachments, findAttachmentsOfOffers, type AttachmentRow } from './offer-attachments.repository';

export const toAttachmentDto = (row: AttachmentRow): OfferAttachmentDto => ({
  id: row.id,
  kind: row.kind as OfferAttachmentKind,
  filename: row.filename,
  content_type: row.contentType,
  size_bytes: row.sizeBytes,
  created_at: row.createdAt.toISOString(),
});

/** The status page's part: the agent's files, and whether another may be added while the offer is open. */
export async function attachmentsOfOffer(db: DbOrTx, offerId: string, open: boolean) {
  const rows = await findAttachments(db, offerId);
  return { attachments: rows.map(toAttachmentDto), can_attach: open && rows.length < MAX_OFFER_ATTACHMENTS };
}

/** Each offer's attachments, for the offers of one listing. */
export async function attachmentsByOffer(db: DbOrTx, offerIds: string[]) {
  const byOffer = new Map<string, OfferAttachmentDto[]>();
  for (const row of await findAttachmentsOfOffers(db, offerIds))
    byOffer.set(row.offerId, [...(byOffer.get(row.offerId) ?? []), toAttachmentDto(row)]);
  return byOffer;
}
