import { z } from 'zod';

/** A SHA-256 as 64 hex characters; upper case is accepted and lowered. */
export const Sha256 = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'A SHA-256 is 64 hexadecimal characters')
  .transform((s) => s.toLowerCase());

export const VerifyHashParams = z.strictObject({ sha256: Sha256 });

/** The embedded digital signature of an uploaded PDF; null when only a hash was given. */
export const SignatureCheckDto = z.object({
  /** The file has a signature covering all of it but the signature itself. */
  signed: z.boolean(),
  /** Its bytes are unchanged since signing (the digest and the RSA signature verify). */
  intact: z.boolean(),
  /** Who signed it (the certificate's common name), as the file claims. */
  signer: z.string().nullable(),
});
export type SignatureCheckDto = z.infer<typeof SignatureCheckDto>;

export const VerifyRecipientDto = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  completed_at: z.iso.datetime().nullable(),
});

export const VerifyEventDto = z.object({
  at: z.iso.datetime(),
  action: z.string(),
  actor_name: z.string(),
  actor_email: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  detail: z.string().nullable(),
});

/**
 * The public verify answer (ADR 0161): whether a file (or a hash) is exactly a document Threshold
 * sealed, and if so that record's certificate — nothing else about the organization or the deal.
 */
export const VerifyResultDto = z.discriminatedUnion('match', [
  z.object({
    match: z.literal(false),
    /** The SHA-256 that was looked up (of the uploaded file, or the one given). */
    sha256: z.string(),
    signature: SignatureCheckDto.nullable(),
  }),
  z.object({
    match: z.literal(true),
    sha256: z.string(),
    signature: SignatureCheckDto.nullable(),
    title: z.string(),
    organization_name: z.string(),
    sealed_at: z.iso.datetime(),
    original_sha256: z.string(),
    sealed_sha256: z.string(),
    recipients: z.array(VerifyRecipientDto),
    events: z.array(VerifyEventDto),
  }),
]);
export type VerifyResultDto = z.infer<typeof VerifyResultDto>;
