/** What a document is about; the list filters by it (issue 13). */
export const DOCUMENT_TYPES = [
  'purchase_agreement',
  'listing_agreement',
  'lease',
  'disclosure',
  'addendum',
  'inspection',
  'appraisal',
  'closing',
  'identification',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What a document hangs off: a deal, a listing, a contact (ADR 0166), or the uploader's own space (ADR 0113). */
export const DOCUMENT_ATTACHMENTS = ['deal', 'listing', 'contact', 'personal'] as const;
export type DocumentAttachment = (typeof DOCUMENT_ATTACHMENTS)[number];

/** active, or deleted (soft: in the trash until a broker restores it). */
export const DOCUMENT_STATUSES = ['active', 'deleted'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Where a version came from: uploaded as it is, converted from an image, generated from a template, or sealed after signing (ADR 0164). */
export const DOCUMENT_SOURCES = ['upload', 'image', 'generated', 'sealed'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** Content types an upload may have, sniffed from its bytes (never from the name or the header). */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export const DOCUMENT_NAME_MAX = 200;
export const FOLDER_NAME_MAX = 80;

/** One approval request (ADR 0165): pending until its approver decides, or the sender / a new version cancels it. */
export const APPROVAL_REQUEST_STATUSES = ['pending', 'approved', 'returned', 'cancelled'] as const;
export type ApprovalRequestStatus = (typeof APPROVAL_REQUEST_STATUSES)[number];

/** A document's approval on its current version (ADR 0165): the latest request per approver, combined. */
export const DOCUMENT_APPROVAL_STATES = ['none', 'pending', 'approved', 'returned'] as const;
export type DocumentApprovalState = (typeof DOCUMENT_APPROVAL_STATES)[number];

/**
 * Why a document waits for the caller (ADR 0166). Approval is built here; e-signature adds its own
 * reason when the lists are joined.
 */
export const WAITING_REASONS = ['approval', 'signature'] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

export const APPROVAL_COMMENT_MAX = 2000;
export const APPROVERS_PER_REQUEST_MAX = 10;
