import { z } from 'zod';
import { RequiredText } from '../transactions/transaction-common.contract';

export const OFFER_ATTACHMENT_KINDS = ['pre_approval', 'proof_of_funds', 'signed_offer', 'other'] as const;
export type OfferAttachmentKind = (typeof OFFER_ATTACHMENT_KINDS)[number];
export const OFFER_ATTACHMENT_KIND_LABELS: Record<OfferAttachmentKind, string> = {
  pre_approval: 'Pre-approval',
  proof_of_funds: 'Proof of funds',
  signed_offer: 'Signed offer',
  other: 'Other',
};
/** Per offer (ADR 0132). */
export const MAX_OFFER_ATTACHMENTS = 5;
export const MAX_OFFER_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const OFFER_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** The body of an upload is the file; what it is comes in the query string. */
export const UploadOfferAttachmentQuery = z.strictObject({
  kind: z.enum(OFFER_ATTACHMENT_KINDS),
  filename: RequiredText(200),
});
export type UploadOfferAttachmentQuery = z.infer<typeof UploadOfferAttachmentQuery>;

export const OfferAttachmentDto = z.object({
  id: z.uuid(),
  kind: z.enum(OFFER_ATTACHMENT_KINDS),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.iso.datetime(),
});
export type OfferAttachmentDto = z.infer<typeof OfferAttachmentDto>;

export const OfferAttachmentList = z.object({ attachments: z.array(OfferAttachmentDto) });
export type OfferAttachmentList = z.infer<typeof OfferAttachmentList>;

export const OfferAttachmentParams = z.strictObject({
  id: z.uuid('Must be an offer id'),
  attachmentId: z.uuid('Must be an attachment id'),
});
