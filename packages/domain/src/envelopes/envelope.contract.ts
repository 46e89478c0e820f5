import { z } from 'zod';
import { RequiredText, Text, Uuid } from '../transactions/transaction-common.contract';
import {
  ENVELOPE_FIELD_LIMIT,
  ENVELOPE_RECIPIENT_LIMIT,
  ENVELOPE_STATUSES,
  RECIPIENT_KINDS,
  RECIPIENT_ROLES,
  RECIPIENT_STATUSES,
  SIGNING_FIELD_KINDS,
} from './envelope-enums';

const Key = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Letters, digits, - and _');
const Fraction = z.number().min(0).max(1);

/** A recipient of a draft; `key` ties the fields to them before the server gives ids. */
export const EnvelopeRecipientInput = z
  .strictObject({
    key: Key,
    kind: z.enum(RECIPIENT_KINDS),
    user_id: z.string().min(1).max(64).nullable().default(null),
    participant_id: Uuid('participant').nullable().default(null),
    name: Text(120).default(''),
    email: z.email('Must be an e-mail address').max(254).nullable().default(null),
    role: z.enum(RECIPIENT_ROLES),
    routing_order: z.int().min(1).max(50),
  })
  .refine((r) => r.kind !== 'member' || r.user_id !== null, { message: 'Choose a member', path: ['user_id'] })
  .refine((r) => r.kind !== 'participant' || r.participant_id !== null, {
    message: 'Choose a deal participant',
    path: ['participant_id'],
  })
  .refine((r) => r.kind !== 'outside' || (r.email !== null && r.name.length > 0), {
    message: 'An outside recipient needs a name and an e-mail address',
    path: ['email'],
  });
export type EnvelopeRecipientInput = z.infer<typeof EnvelopeRecipientInput>;

/** A signing field on the document's pages (page fractions, like template fields) for one recipient. */
export const EnvelopeFieldInput = z
  .strictObject({
    id: Key,
    recipient_key: Key,
    kind: z.enum(SIGNING_FIELD_KINDS),
    page: z.int().min(1),
    x: Fraction,
    y: Fraction,
    width: z.number().min(0.005).max(1),
    height: z.number().min(0.005).max(1),
    label: Text(100).default(''),
    required: z.boolean().default(true),
  })
  .refine((f) => f.x + f.width <= 1.000001 && f.y + f.height <= 1.000001, {
    message: 'Must lie on the page',
    path: ['x'],
  });
export type EnvelopeFieldInput = z.infer<typeof EnvelopeFieldInput>;

export const CreateEnvelopeInput = z.strictObject({
  document_id: Uuid('document'),
  title: Text(200).optional(),
});

/** The draft as a whole: recipients and fields are replaced together (If-Match). */
export const UpdateEnvelopeInput = z.strictObject({
  title: RequiredText(200).optional(),
  message: Text(2000).optional(),
  expires_in_days: z.int().min(1).max(90).optional(),
  recipients: z.array(EnvelopeRecipientInput).max(ENVELOPE_RECIPIENT_LIMIT).optional(),
  fields: z.array(EnvelopeFieldInput).max(ENVELOPE_FIELD_LIMIT).optional(),
});
export type UpdateEnvelopeInput = z.infer<typeof UpdateEnvelopeInput>;

export const VoidEnvelopeInput = z.strictObject({ reason: RequiredText(500) });

export const EnvelopeIdParams = z.strictObject({ id: Uuid('envelope') });
export const RecipientParams = z.strictObject({ id: Uuid('envelope'), recipientId: Uuid('recipient') });
export const ListEnvelopesQuery = z.strictObject({ document_id: Uuid('document') });

export const EnvelopeRecipientDto = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.enum(RECIPIENT_KINDS),
  user_id: z.string().nullable(),
  participant_id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(RECIPIENT_ROLES),
  routing_order: z.int(),
  status: z.enum(RECIPIENT_STATUSES),
  sent_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  declined_reason: z.string().nullable(),
});
export type EnvelopeRecipientDto = z.infer<typeof EnvelopeRecipientDto>;

export const EnvelopeEventDto = z.object({
  at: z.string(),
  action: z.string(),
  actor_name: z.string(),
  actor_email: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  detail: z.string().nullable(),
});

export const EnvelopeDto = z.object({
  id: z.string(),
  version: z.int(),
  document_id: z.string(),
  document_version: z.int(),
  document_name: z.string(),
  transaction_id: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  status: z.enum(ENVELOPE_STATUSES),
  current_order: z.int().nullable(),
  expires_in_days: z.int(),
  expires_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  sealed_document_version: z.int().nullable(),
  recipients: z.array(EnvelopeRecipientDto),
  fields: z.array(EnvelopeFieldInput),
  events: z.array(EnvelopeEventDto),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EnvelopeDto = z.infer<typeof EnvelopeDto>;

export const EnvelopeList = z.object({ items: z.array(EnvelopeDto) });

/** An envelope waiting for the caller (a member recipient, or the brokerage for delegated signers). */
export const WaitingEnvelopeDto = z.object({
  envelope_id: z.string(),
  recipient_id: z.string(),
  title: z.string(),
  document_id: z.string(),
  document_name: z.string(),
  transaction_id: z.string().nullable(),
  role: z.enum(RECIPIENT_ROLES),
  for_brokerage: z.boolean(),
  sent_at: z.string().nullable(),
});
export type WaitingEnvelopeDto = z.infer<typeof WaitingEnvelopeDto>;
export const WaitingEnvelopeList = z.object({ items: z.array(WaitingEnvelopeDto) });

export const SigningLinkDto = z.object({ url: z.string() });
