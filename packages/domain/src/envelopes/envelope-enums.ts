/** An envelope's life (ADR 0162): a draft is edited, then sent; it ends completed, declined, voided or expired. */
export const ENVELOPE_STATUSES = ['draft', 'sent', 'completed', 'declined', 'voided', 'expired'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

/** Signers fill fields; approvers approve; viewers (cc) get a link to read and the sealed copy. */
export const RECIPIENT_ROLES = ['signer', 'approver', 'viewer'] as const;
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];

/**
 * Who a recipient is: a member of the organization, a participant of the deal, an outside person by
 * e-mail, or the brokerage itself (completed in the app by any user with delegatedSigningAuthority).
 */
export const RECIPIENT_KINDS = ['member', 'participant', 'outside', 'brokerage'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

export const RECIPIENT_STATUSES = ['waiting', 'sent', 'completed', 'declined'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const SIGNING_FIELD_KINDS = ['signature', 'initials', 'date_signed', 'text', 'checkbox'] as const;
export type SigningFieldKind = (typeof SIGNING_FIELD_KINDS)[number];

export const ENVELOPE_RECIPIENT_LIMIT = 20;
export const ENVELOPE_FIELD_LIMIT = 300;
/** A drawn signature is a PNG of at most this many bytes (base64 in the request). */
export const SIGNATURE_PNG_MAX_BYTES = 200_000;
