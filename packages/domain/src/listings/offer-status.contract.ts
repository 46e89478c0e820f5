import { z } from 'zod';
import { Text } from '../transactions/transaction-common.contract';
import { AddressDto } from '../transactions/transaction-common.contract';
import { OfferAttachmentDto } from './offer-attachment.contract';
import { CounterRoundDto, CounterTerms, OFFER_STATUSES } from './offer.contract';

export const StatusTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a status link'),
});
export const StatusAttachmentParams = StatusTokenParams.extend({
  attachmentId: z.uuid('Must be an attachment id'),
});

/** What the buyer's agent sees through the private status link: their offer, never internal notes. */
export const OfferStatusDto = z.object({
  status: z.enum(OFFER_STATUSES),
  address: AddressDto,
  price_cents: z.number().int(),
  buyer_names: z.array(z.string()),
  submitted_at: z.iso.datetime(),
  counters: z.array(CounterRoundDto),
  /** A seller's counter is waiting for this agent's answer. */
  can_respond: z.boolean(),
  can_withdraw: z.boolean(),
  /** The files this agent attached (ADR 0132); more may be added while the offer is open. */
  attachments: z.array(OfferAttachmentDto),
  can_attach: z.boolean(),
});
export type OfferStatusDto = z.infer<typeof OfferStatusDto>;

/** The buyer's agent answers the seller's latest counter. */
export const RespondToCounterInput = z.discriminatedUnion('answer', [
  z.strictObject({ answer: z.literal('accept') }),
  z.strictObject({ answer: z.literal('reject') }),
  z.strictObject({
    answer: z.literal('counter'),
    terms: CounterTerms,
    message: Text(1000).nullable().default(null),
  }),
]);
export type RespondToCounterInput = z.infer<typeof RespondToCounterInput>;
