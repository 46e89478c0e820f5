import { z } from 'zod';
import { Cents, IsoDate, Text } from '../transactions/transaction-common.contract';
import { OFFER_FINANCING } from './submit-offer.contract';
import { OfferAttachmentDto } from './offer-attachment.contract';

export const OFFER_STATUSES = [
  'Submitted',
  'Reviewed',
  'Countered',
  'Accepted',
  'Backup',
  'Rejected',
  'Withdrawn',
  'Expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** Offers the listing side can still answer. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['Submitted', 'Reviewed', 'Countered', 'Backup'];

export const ContingenciesDto = z.object({
  inspection_days: z.number().int().nullable(),
  appraisal_days: z.number().int().nullable(),
  financing_days: z.number().int().nullable(),
  sale_of_home_days: z.number().int().nullable(),
});

/** The terms a counter can change (each round keeps the terms proposed). */
export const CounterTerms = z.strictObject({
  price_cents: Cents.pipe(z.number().min(100_00, 'Enter a price')).optional(),
  earnest_money_cents: Cents.optional(),
  seller_concessions_cents: Cents.optional(),
  closing_date: IsoDate.optional(),
  inspection_days: z.int().min(0).max(120).nullable().optional(),
});
export type CounterTerms = z.infer<typeof CounterTerms>;

export const CounterRoundDto = z.object({
  round: z.number().int(),
  from_side: z.enum(['seller', 'buyer']),
  terms: CounterTerms,
  message: z.string().nullable(),
  response: z.enum(['accepted', 'rejected', 'countered']).nullable(),
  created_at: z.iso.datetime(),
});

/** An offer as the listing side compares it; internal notes only for the listing side's staff. */
export const OfferDto = z.object({
  id: z.uuid(),
  version: z.number().int(),
  listing_id: z.uuid(),
  status: z.enum(OFFER_STATUSES),
  buyer_names: z.array(z.string()),
  agent: z.object({
    name: z.string(),
    brokerage: z.string(),
    license: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  price_cents: z.number().int(),
  earnest_money_cents: z.number().int(),
  down_payment_cents: z.number().int().nullable(),
  financing: z.enum(OFFER_FINANCING),
  loan_amount_cents: z.number().int().nullable(),
  contingencies: ContingenciesDto,
  closing_date: z.string().nullable(),
  days_to_close: z.number().int().nullable(),
  seller_concessions_cents: z.number().int(),
  escalation: z.object({ increment_cents: z.number().int(), cap_cents: z.number().int() }).nullable(),
  possession: z.string().nullable(),
  expires_at: z.iso.datetime(),
  notes: z.string().nullable(),
  internal_notes: z.string().nullable().optional(),
  /** Against the other open offers of the listing (escalation clause applied). */
  effective_price_cents: z.number().int(),
  net_to_seller_cents: z.number().int(),
  counters: z.array(CounterRoundDto),
  transaction_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
  /** Files the buyer's agent attached (ADR 0132), oldest first. */
  attachments: z.array(OfferAttachmentDto),
});
export type OfferDto = z.infer<typeof OfferDto>;

export const OfferList = z.object({ items: z.array(OfferDto) });
export const OfferIdParams = z.strictObject({ id: z.uuid('Must be an offer id') });

export const CounterOfferInput = z.strictObject({
  terms: CounterTerms.refine((t) => Object.keys(t).length > 0, 'Change at least one term'),
  message: Text(1000).nullable().default(null),
});
export const OfferNotesInput = z.strictObject({ internal_notes: Text(2000).nullable() });
