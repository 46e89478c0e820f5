import { z } from 'zod';
import { RequiredText } from '../transactions/transaction-common.contract';
import { RECIPIENT_ROLES, SIGNATURE_PNG_MAX_BYTES, SIGNING_FIELD_KINDS } from './envelope-enums';

export const SigningTokenParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** The ESIGN/UETA consumer disclosure version the signer agrees to; recorded with the consent. */
export const CONSUMER_DISCLOSURE_VERSION = '2026-11';

const BASE64_PNG = /^[A-Za-z0-9+/]+={0,2}$/;
const MAX_BASE64 = Math.ceil(SIGNATURE_PNG_MAX_BYTES / 3) * 4;

/** One field's value: typed text (text, typed signature or initials), a tick, or a drawn PNG. */
export const SigningValue = z.union([
  z.strictObject({ text: RequiredText(200) }),
  z.strictObject({ checked: z.boolean() }),
  z.strictObject({
    png: z.string().max(MAX_BASE64, 'The drawing is too large').regex(BASE64_PNG, 'Not a PNG'),
  }),
]);
export type SigningValue = z.infer<typeof SigningValue>;

export const CompleteSigningInput = z.strictObject({
  values: z.record(z.string().max(40), SigningValue).default({}),
});
export type CompleteSigningInput = z.infer<typeof CompleteSigningInput>;

export const ConsentInput = z.strictObject({
  disclosure_version: z.literal(CONSUMER_DISCLOSURE_VERSION),
  agreed: z.literal(true, 'Tick the box to agree'),
});
export const DeclineInput = z.strictObject({ reason: RequiredText(500) });

/** A value another recipient already gave, shown (read only) where it will be sealed. */
export const FilledFieldDto = z.object({
  id: z.string(),
  kind: z.enum(SIGNING_FIELD_KINDS),
  page: z.int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  value: SigningValue,
});

/** consent: agree first; sign: fill the fields; completed: everyone signed, the sealed copy downloads. */
export const SIGNING_STATES = ['consent', 'sign', 'completed'] as const;

export const SigningSessionDto = z.object({
  state: z.enum(SIGNING_STATES),
  envelope_title: z.string(),
  organization_name: z.string(),
  message: z.string(),
  recipient: z.object({ name: z.string(), email: z.string().nullable(), role: z.enum(RECIPIENT_ROLES) }),
  consented: z.boolean(),
  disclosure_version: z.string(),
  /** The date a date-signed field gets when the signer finishes now (UTC, as it is sealed). */
  date_signed: z.string(),
  fields: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(SIGNING_FIELD_KINDS),
      page: z.int(),
      x: z.number(),
      y: z.number(),
      width: z.number(),
      height: z.number(),
      label: z.string(),
      required: z.boolean(),
    }),
  ),
  filled: z.array(FilledFieldDto),
});
export type SigningSessionDto = z.infer<typeof SigningSessionDto>;

export const SigningDoneDto = z.object({
  status: z.enum(['completed', 'declined']),
  envelope_status: z.string(),
});
