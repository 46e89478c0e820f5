import { z } from 'zod';

/** What the caller read and accepted: the versions shown to them, checked against those in force. */
export const AcceptTermsInput = z.strictObject({
  terms_version: z.string().trim().min(1, 'Required').max(40),
  privacy_version: z.string().trim().min(1, 'Required').max(40),
});
export type AcceptTermsInput = z.infer<typeof AcceptTermsInput>;

/** The caller's standing with the terms and privacy policy in force (part of GET /api/me). */
export const TermsStatusDto = z.object({
  terms_version: z.string(),
  privacy_version: z.string(),
  /** When the caller accepted these versions; null when they have not (yet, or since a new version). */
  accepted_at: z.string().nullable(),
});
export type TermsStatusDto = z.infer<typeof TermsStatusDto>;
